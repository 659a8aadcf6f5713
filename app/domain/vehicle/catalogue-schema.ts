import { z } from "zod";
import { VEHICLE_TYPES } from "../diagnosis/types.ts";
import { FUELS, MACHINE_CLASSES, TRANSMISSIONS } from "./vocabulary.ts";

/**
 * The vehicle catalogue (knowledge/vehicles/*.json): makes with their aliases and model families, each with the
 * facts that decide which causes can apply (class, fuel, transmission, years). Compiled with the knowledge; the
 * engine reads a profile from it and the entry pages suggest makes and models from it.
 *
 * `match` patterns are JavaScript regular expressions tested against the model text squashed to lower-case
 * letters and digits ("X300 Select" → "x300select", "F-150" → "f150"), so "^x3\d\d" finds the X300 family.
 */

const lower = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((s) => s === s.toLowerCase(), "lower case");
const regex = z
  .string()
  .min(1)
  .max(120)
  .refine((s) => {
    try {
      new RegExp(s);
      return true;
    } catch {
      return false;
    }
  }, "not a valid regular expression");

const year = z.number().int().min(1900).max(2030);
const years = z.strictObject({ from: year.optional(), to: year.optional() });

export const familySchema = z
  .strictObject({
    /** How people name it, e.g. "X300 Select Series", "Sportsman 570", "F-150". */
    name: z.string().trim().min(1).max(80),
    match: z.array(regex).min(1),
    class: z.enum(MACHINE_CLASSES),
    /** The fuels it was sold with; one value when there is no doubt. */
    fuels: z.array(z.enum(FUELS)).min(1).optional(),
    /** The transmissions it was sold with. */
    transmissions: z.array(z.enum(TRANSMISSIONS)).min(1).optional(),
    yearFrom: z.number().int().min(1900).max(2030).optional(),
    yearTo: z.number().int().min(1900).max(2030).optional(),
    /** Fuels offered only in some years (the F-150's diesel 2018-2021): outside them a year rules the fuel out. */
    fuelYears: z.partialRecord(z.enum(FUELS), years).optional(),
    /** Transmissions offered only in some years (a manual Camry until 2011). */
    transmissionYears: z.partialRecord(z.enum(TRANSMISSIONS), years).optional(),
    /** Short facts worth showing ("Kawasaki FR691V engine", "Tuff Torq K46 transaxle"). */
    notes: z.string().trim().max(200).optional(),
  })
  .superRefine((f, ctx) => {
    for (const k of Object.keys(f.fuelYears ?? {}))
      if (!f.fuels?.includes(k as never)) ctx.addIssue({ code: "custom", message: `fuelYears names ${k}, which is not among the fuels` });
    for (const k of Object.keys(f.transmissionYears ?? {}))
      if (!f.transmissions?.includes(k as never))
        ctx.addIssue({ code: "custom", message: `transmissionYears names ${k}, which is not among the transmissions` });
  });

export const makeSchema = z.strictObject({
  /** Canonical lower-case name, e.g. "john deere", "can-am", "mercedes-benz". */
  make: lower,
  /** How to write it on screen, e.g. "John Deere". */
  display: z.string().trim().min(1).max(60),
  types: z.array(z.enum(VEHICLE_TYPES)).min(1),
  /** Other ways people write it: "deere", "jd", "mf", "chevy", "vw", "brp". Lower case. */
  aliases: z.array(lower).optional(),
  /**
   * Only for a make that built this category of vehicle in a closed span of years (Studebaker, Austin-Healey): a
   * vehicle of it is from those years when neither a typed year nor a family says more, so a 1950s car is not offered
   * a crank sensor or a CAN bus fault.
   */
  yearFrom: z.number().int().min(1885).max(2030).optional(),
  yearTo: z.number().int().min(1885).max(2030).optional(),
  families: z.array(familySchema),
});

export const catalogueFileSchema = z.array(makeSchema).min(1);
export type CatalogueMake = z.infer<typeof makeSchema>;
export type CatalogueFamily = z.infer<typeof familySchema>;
