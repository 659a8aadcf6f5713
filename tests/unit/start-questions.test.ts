import { describe, expect, it } from "vitest";
import { KNOWLEDGE } from "~/domain/diagnosis/default-knowledge";
import { diagnose } from "~/domain/diagnosis/engine";
import { basicNormalize } from "~/domain/diagnosis/normalize";
import { saidHowItStarts, startQuestion, systemQuestions } from "~/domain/diagnosis/questions";
import { scoreAll } from "~/domain/diagnosis/rank";
import { startClash, symptomClasses } from "~/domain/diagnosis/symptom-classes";
import type { DiagnosisInput } from "~/domain/diagnosis/types";

/**
 * What the owner says about starting decides more than a word match (issue #12: "'cranks but won't start' still
 * matches no-crank entries"), and the questions an answer asks must not repeat what the owner already said.
 */

const classesOf = (text: string) => symptomClasses(basicNormalize(text));
const CRANKS_NO_FIRE = "got it out of the shed after years. the starter cranks it over fine now but it will not fire at all, not even a pop";

describe("a start class that contradicts the owner's", () => {
  it("is a clash on starting only: no-crank against cranks-but-won't-start, not one noise against another", () => {
    expect(startClash(["crank-no-start"], ["no-crank"])).toBe(true);
    expect(startClash(["no-crank"], ["crank-no-start", "starts-then-dies"])).toBe(true);
    expect(startClash(["crank-no-start"], ["crank-no-start", "no-crank"])).toBe(false);
    expect(startClash(["noise-grind"], ["noise-knock"])).toBe(false);
    expect(startClash([], ["no-crank"])).toBe(false);
  });

  it("is a clash on how many cylinders miss too: a one-cylinder cause against a misfire on all of them", () => {
    expect(startClash(["misfire-many"], ["misfire-one"])).toBe(true);
    expect(startClash(["misfire-one"], ["misfire-many"])).toBe(true);
    expect(startClash(["misfire-many"], ["misfire-one", "misfire-many"])).toBe(false);
    expect(startClash(["misfire-many", "hard-start"], ["hard-start"])).toBe(false);
  });

  it("keeps no-crank causes out of the first five when the owner says it cranks fine and will not fire", () => {
    const input: DiagnosisInput = { vehicleType: "tractor", make: "Ford", model: "3000", symptoms: CRANKS_NO_FIRE };
    const out = scoreAll(input, KNOWLEDGE);
    expect(out.query.classes).toContain("crank-no-start");
    const firstFive = out.scored.slice(0, 5);
    for (const s of firstFive) expect(s.item.classes.length > 0 && s.item.classes.every((c) => c === "no-crank")).toBe(false);
    // A no-crank cause is still ranked (the owner may be wrong), only lower: its score is halved.
    const relay = out.scored.find((s) => s.item.entry.id === "tr-start-relay");
    expect(relay?.factor).toBe(0.5);
  });
});

describe("questions the owner already answered", () => {
  it("knows when the owner said what happens at the key", () => {
    expect(saidHowItStarts(classesOf(CRANKS_NO_FIRE), basicNormalize(CRANKS_NO_FIRE))).toBe(true);
    expect(saidHowItStarts(classesOf("wont crank at all, no click"), "wont crank at all no click")).toBe(true);
    // "Won't crank" without a word about a click: asking about the click still tells something.
    expect(saidHowItStarts(classesOf("it will not crank"), "it will not crank")).toBe(false);
    expect(saidHowItStarts(classesOf("loader is slow when hot"), "loader is slow when hot")).toBe(false);
  });

  it("asks the next technician's check for that start, with starting fluid only for a petrol engine", () => {
    expect(startQuestion(["crank-no-start"], "petrol")[0]).toMatch(/spark.*starting fluid/);
    expect(startQuestion(["crank-no-start"], "diesel")[0]).toMatch(/bleed screw/);
    expect(startQuestion(["crank-no-start"], "diesel")[0]).not.toMatch(/injector line/);
    expect(startQuestion(["crank-no-start"], "diesel")[0]).not.toMatch(/starting fluid/);
    expect(startQuestion(["crank-no-start"], null)[0]).not.toMatch(/starting fluid/);
    expect(startQuestion(["starts-then-dies"], "diesel")[0]).not.toMatch(/starting fluid/);
    expect(startQuestion(["no-crank"], null)[0]).toMatch(/jump it directly/);
    expect(startQuestion(["noise-whine"], null)).toEqual([]);
  });

  it("drops the questions about the key and cranking once the owner has said", () => {
    expect(systemQuestions(["starting", "battery-wiring", "fuel"], 3, true).join(" ")).not.toMatch(/turn the key|try to start/);
    expect(systemQuestions(["starting", "battery-wiring", "fuel"], 3, false).join(" ")).toMatch(/turn the key/);
  });

  it("asks only the first half where the owner already said when it happens", () => {
    const hot = "loader is slow to lift once the oil warms up fine when cold";
    expect(systemQuestions(["hydraulics"], 1, false, hot)).toEqual(["Is it slow or weak on every hydraulic function or only one?"]);
    expect(systemQuestions(["hydraulics"], 1, false, "loader is slow to lift")[0]).toMatch(/worse when the oil is hot/);
    expect(systemQuestions(["ignition"], 1, false, "misses only in the rain")[0]).not.toMatch(/wet weather/);
    expect(systemQuestions(["cooling"], 1, false, "temp climbs when towing up hills")[0]).not.toMatch(/at idle, under load/);
    expect(systemQuestions(["drivetrain"], 1, false, "slips after driving 20 minutes")[0]).not.toMatch(/cold, hot/);
    expect(systemQuestions(["steering"], 1, false, "steering is heavy at idle")[0]).not.toMatch(/engine speed/);
    // A real answer: the Kubota owner who said the loader slows once warm is not asked whether it is worse when hot.
    const r = diagnose(
      { vehicleType: "tractor", make: "Kubota", model: "L3901 2019", symptoms: "loader is slow to lift once the oil warms up, fine when cold" },
      KNOWLEDGE,
    );
    expect(r.clarifyingQuestions.length).toBeGreaterThan(0);
    expect(r.clarifyingQuestions.join(" ")).not.toMatch(/when the oil is hot/);
  });

  it("puts that check first in a real answer and never asks whether it cranks", () => {
    const r = diagnose({ vehicleType: "tractor", make: "Ford", model: "3000 gas", symptoms: CRANKS_NO_FIRE }, KNOWLEDGE);
    expect(r.clarifyingQuestions[0]).toMatch(/spark/);
    expect(r.clarifyingQuestions.join(" ")).not.toMatch(/do you hear a click|does the engine crank/i);
    const noClick = diagnose(
      { vehicleType: "tractor", make: "Kubota", model: "L3901", symptoms: "turn the key and it wont crank at all, no click, battery tests ok" },
      KNOWLEDGE,
    );
    expect(noClick.clarifyingQuestions[0]).toMatch(/jump it directly/);
    expect(noClick.clarifyingQuestions.join(" ")).not.toMatch(/do you hear a click/i);
  });
});
