import { describe, expect, it } from "vitest";
import type { CatalogueMake } from "~/domain/vehicle/catalogue-schema.ts";
import { buildCatalogue, readProfile } from "~/domain/vehicle/profile.ts";

const catalogue = buildCatalogue([
  {
    make: "john deere",
    display: "John Deere",
    types: ["tractor", "atv"],
    aliases: ["deere", "jd", "johndeere"],
    families: [
      { name: "X300 Select Series", match: ["^x3\\d\\d"], class: "lawn-tractor", fuels: ["petrol"], transmissions: ["hydrostatic"] },
      { name: "5E Series", match: ["^5\\d{3}e"], class: "utility-tractor", fuels: ["diesel"] },
      { name: "Gator XUV", match: ["^xuv", "gator"], class: "utv" },
    ],
  },
  { make: "kubota", display: "Kubota", types: ["tractor"], families: [{ name: "BX", match: ["^bx\\d{4}"], class: "compact-tractor", fuels: ["diesel"], transmissions: ["hydrostatic"] }] },
  {
    make: "ford",
    display: "Ford",
    types: ["automotive", "tractor"],
    families: [
      { name: "F-250 Super Duty", match: ["^f250", "superduty"], class: "pickup", fuels: ["petrol", "diesel"], transmissions: ["automatic"] },
      { name: "Focus", match: ["^focus"], class: "car", fuels: ["petrol"], transmissions: ["manual", "dual-clutch"] },
      { name: "8N", match: ["^8n"], class: "utility-tractor", fuels: ["petrol"] },
    ],
  },
  { make: "can-am", display: "Can-Am", types: ["atv"], aliases: ["canam", "brp"], families: [{ name: "Outlander", match: ["^outlander"], class: "atv", transmissions: ["cvt"] }] },
] satisfies CatalogueMake[]);

const read = (vehicleType: "tractor" | "atv" | "automotive", make: string, model: string, symptoms = "") => readProfile({ vehicleType, make, model, symptoms }, catalogue);

describe("vehicle profile", () => {
  it("reads multi-word makes, aliases and the model family with its class, fuel and transmission", () => {
    expect(read("tractor", "John Deere", "X300 2006")).toMatchObject({ make: "john deere", family: "X300 Select Series", class: "lawn-tractor", fuel: "petrol", transmission: "hydrostatic", year: 2006 });
    expect(read("tractor", "deere", "5075E")).toMatchObject({ make: "john deere", class: "utility-tractor", fuel: "diesel" });
    expect(read("tractor", "Kubota", "BX2380")).toMatchObject({ make: "kubota", class: "compact-tractor", fuel: "diesel", transmission: "hydrostatic" });
    expect(read("atv", "BRP", "Outlander 650")).toMatchObject({ make: "can-am", class: "atv", transmission: "cvt" });
  });

  it("finds the make inside the model field and the family without a make", () => {
    expect(read("tractor", "", "john deere x320")).toMatchObject({ make: "john deere", class: "lawn-tractor" });
    expect(read("atv", "", "Outlander 570")).toMatchObject({ make: "can-am", family: "Outlander" });
  });

  it("takes fuel and transmission from the text when the family has several", () => {
    expect(read("automotive", "Ford", "F-250 2012", "6.7 powerstroke losing power")).toMatchObject({ class: "pickup", fuel: "diesel" });
    expect(read("automotive", "Ford", "F-250 2012", "gas engine ticks")).toMatchObject({ fuel: "petrol" });
    expect(read("automotive", "Ford", "Focus 2014", "powershift shudders from a stop").transmission).toBe("dual-clutch");
    expect(read("automotive", "Ford", "Focus 2014", "grinds going into 3rd, 5 speed manual").transmission).toBe("manual");
  });

  it("does not take a manual for a manual transmission", () => {
    expect(read("automotive", "Ford", "Focus", "checked the owners manual, shudders").transmission).toBeNull();
  });

  it("reads the class from the owner's words when the model is unknown", () => {
    expect(read("tractor", "Huskee", "42in", "my lawn tractor wont start")).toMatchObject({ class: "lawn-tractor", makeKnown: false });
    expect(read("tractor", "Bobcat", "S650", "skid steer lift arms wont raise").class).toBe("skid-steer");
    expect(read("atv", "Polaris", "", "side by side wont shift")).toMatchObject({ class: "utv" });
  });

  it("leaves unknown what it cannot know", () => {
    expect(read("automotive", "Zastava", "Yugo", "wont start")).toMatchObject({ make: "zastava", makeKnown: false, family: null, fuel: null, transmission: null, year: null });
  });

  it("keeps what only describes the vehicle as context words", () => {
    const p = read("tractor", "John Deere", "X300 Select 2006", "my deere lawn tractor smokes after 20 minutes");
    for (const w of ["john", "deere", "x300", "2006", "lawn", "tractor", "select", "series"]) expect(p.vehicleWords.has(w), w).toBe(true);
    for (const w of ["smokes", "minutes"]) expect(p.vehicleWords.has(w), w).toBe(false);
  });
});
