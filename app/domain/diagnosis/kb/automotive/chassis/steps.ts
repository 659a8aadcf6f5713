import type { StepTemplate } from "../../../types.ts";
import { BATTERY_GAS } from "../../../steps-common.ts";

/**
 * Steps and safety sentences reused by several car/light-truck chassis entries. The shared
 * LOCKOUT text in steps-common speaks of implements and buckets, so cars get their own wording.
 * Values are typical and every text says to check the service manual.
 */

export const CAR_PARK =
  "Park on level ground, shift to Park (or gear on a manual), set the parking brake, chock the wheels and switch the ignition off before working on the car.";
export const LIFT_SAFETY =
  "Lift only at the manufacturer's lift points and support the vehicle on rated jack stands or a lift on firm, level ground; never get under a vehicle held only by a jack. Wear safety glasses.";
export const BRAKE_DUST =
  "Brake dust can contain harmful fibers: clean parts with brake cleaner or a wet method, never blow dust off with compressed air; wear nitrile gloves and safety glasses.";
export const BRAKE_FLUID =
  "Brake fluid irritates eyes and skin and strips paint: wear safety glasses and nitrile gloves, cover painted panels, and never reuse fluid that has been bled out.";
export const HOT_FLUID =
  "Transmission fluid, gear oil and exhaust parts can exceed 90 °C (195 °F) after a drive: let them cool, wear gloves and safety glasses.";
export const RUNNING_ENGINE =
  "With the engine running keep hands, hair, sleeves and tools clear of belts, pulleys and the cooling fan; run it outdoors or with exhaust extraction.";
export const ROTATING_DRIVELINE =
  "Never run the engine in gear with wheels off the ground unless the vehicle is on a lift and nobody is near the turning wheels, axles or driveshaft.";
export const REFRIGERANT =
  "Refrigerant causes frostbite and eye injury and must not be vented: wear safety glasses and gloves, keep clear of the running fan and belt, and leave recovery and recharging to certified staff with proper equipment (EPA 609 certification in the US).";
export const SRS_SAFETY =
  "Airbag (SRS) circuits: switch off, disconnect the battery negative and wait the time the service manual gives (often about 10 minutes) before unplugging any SRS part; never probe airbag circuits with a test light or ohmmeter, and carry a live airbag pointing away from you.";
export const SPRING_SAFETY =
  "Coil springs store enough energy to kill: never unbolt a strut top nut on an assembled strut without a proper rated spring compressor, or fit a complete pre-assembled strut; wear safety glasses and gloves.";
export const AIR_SUSPENSION_SAFETY =
  "Air springs and lines are under pressure: switch the system to jack/service mode (or pull its fuse as the manual says), support the body on stands, and deflate before removing an air spring or line.";
export const DASH_WORK =
  "Disconnect the battery negative before removing dash panels; if airbag parts or their connectors must be moved, follow the airbag disarming procedure.";
export const HYBRID_HV =
  "Hybrid and electric vehicles carry high voltage in orange cables: do not cut or unplug orange cables or the HV battery; only trained staff with class 0 insulating gloves and the manual's shutdown procedure may work on them.";
export const ROAD_TEST =
  "Road test only on a quiet, legal road or empty lot, with a helper reading the scan tool; do not test brakes or steering at speed if they may be failing.";

export const raiseAndSupport: StepTemplate = {
  title: "Raise and support the vehicle safely",
  description:
    "Loosen the lug nuts a little while the wheel is on the ground, raise the vehicle at the lift points and set it on rated jack stands (or a two-post lift) before removing wheels or reaching underneath.",
  safetyLevel: "High Risk",
  estimatedTime: "10-15 min",
  tools: ["Floor jack", "Rated jack stands (pair)", "Wheel chocks", "Lug wrench"],
  safety: [LIFT_SAFETY, CAR_PARK],
};

export const roadTestReproduce: StepTemplate = {
  title: "Road test and note exactly when the symptom happens",
  description:
    "Drive the conditions the complaint describes and note speed, gear, engine rpm, braking, turning direction and temperature when it happens. A noise that changes with road speed points at wheels, tires, bearings or the driveline; one that changes with engine rpm points at the engine or accessories.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Scan tool with live data (optional)", "Notepad"],
  safety: [ROAD_TEST, "Wear the seat belt; keep the test at safe speeds."],
};

export const lugNutTorque: StepTemplate = {
  title: "Refit the wheels and torque the lug nuts",
  description:
    "Tighten lug nuts in a star pattern with a torque wrench, not an impact gun, then re-check torque after about 50-100 km (30-60 miles), especially on alloy wheels.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Torque wrench", "Socket of the correct size"],
  specs: [
    "Typical: 100-140 N·m (76-100 lb·ft) for most cars and small SUVs (check the service manual)",
    "Typical: 190-205 N·m (140-150 lb·ft) for many half-ton pickups and large SUVs (check the service manual)",
  ],
  safety: [LIFT_SAFETY],
};

export const checkAtf: StepTemplate = {
  title: "Check transmission fluid level and condition",
  description:
    "Follow the manual's method: most dipstick transmissions are checked hot, engine idling, in Park on level ground; sealed units have a fill/check plug and need the fluid at a set temperature read on a scan tool. Healthy fluid is red or amber and smells oily; dark brown fluid with a burnt smell, or metal glitter on the stick, means internal wear.",
  safetyLevel: "Safety Required",
  estimatedTime: "10-30 min",
  tools: ["Clean white rag", "Scan tool showing transmission fluid temperature (sealed units)", "Flashlight"],
  specs: ["Typical check temperature for sealed units: about 35-45 °C (95-113 °F) or as the manual states"],
  parts: ["Transmission fluid of the exact specification on the dipstick or in the manual (e.g. Dexron VI, Mercon LV, ATF+4, Toyota WS, Nissan NS-3)"],
  safety: [HOT_FLUID, RUNNING_ENGINE, CAR_PARK],
};

export const transLiveData: StepTemplate = {
  title: "Read transmission live data",
  description:
    "With a scan tool, watch commanded versus actual gear, input (turbine) and output speed, torque-converter slip rpm, fluid temperature and solenoid states while driving. Slip between commanded and measured ratio, or converter slip that swings while the clutch is commanded on, confirms an internal fault before any parts are bought.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Scan tool with transmission live data"],
  specs: ["Typical: converter slip under about 50 rpm when the converter clutch is fully applied (check the manual)"],
  safety: [ROAD_TEST],
};

export const transAdaptReset: StepTemplate = {
  title: "Reset and relearn transmission adaptives",
  description:
    "After a fluid service, a valve body/solenoid repair or a software update, clear the shift adaptives with the scan tool and run the drive cycle the manufacturer describes (gentle, steady throttle shifts through all gears) so the computer relearns clutch fill times.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Scan tool able to reset transmission adaptives"],
  safety: [ROAD_TEST],
};

export const brakeInspect: StepTemplate = {
  title: "Remove the wheels and measure pads and rotors",
  description:
    "With the wheels off, measure inner and outer pad lining at both ends, check the rotor surface for scoring, a lip, blue spots or rust, and measure rotor thickness with a micrometer against the minimum stamped on the rotor (MIN TH). Uneven inner/outer wear points at sticking slide pins or a caliper.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Brake pad gauge or ruler", "Outside micrometer", "Flashlight"],
  specs: [
    "Typical: new pad lining 10-12 mm; replace at 3 mm or less (check the service manual)",
    "Rotor: replace below the minimum thickness cast or stamped on the rotor",
  ],
  safety: [LIFT_SAFETY, BRAKE_DUST],
};

export const brakeFluidCheck: StepTemplate = {
  title: "Check brake fluid level, condition and leaks",
  description:
    "Check the reservoir level against MIN/MAX (level drops slowly as pads wear, a sudden drop means a leak), test the fluid's water content, and look for wet spots at each wheel, the master cylinder, the brake lines and the booster joint.",
  safetyLevel: "Safety Required",
  estimatedTime: "10-15 min",
  tools: ["Brake fluid tester (moisture/boiling point)", "Flashlight"],
  specs: ["Typical: replace the fluid above about 3% water content or every 2-3 years (check the service manual)"],
  parts: ["Brake fluid of the grade on the reservoir cap (DOT 3, DOT 4 or DOT 5.1)"],
  safety: [BRAKE_FLUID],
};

export const bleedBrakes: StepTemplate = {
  title: "Bleed the brakes and confirm a firm pedal",
  description:
    "Bleed in the order the manual gives (often farthest wheel first) with fresh fluid, never letting the reservoir run dry. Many ABS units need a scan-tool bleed routine to clear air from the modulator. Pump the pedal before moving the car: it must be high and firm.",
  safetyLevel: "High Risk",
  estimatedTime: "45-60 min",
  tools: ["Line wrench", "Clear bleed hose and bottle", "Pressure or vacuum bleeder or a helper", "Scan tool with ABS bleed function"],
  parts: ["Brake fluid of the grade on the reservoir cap"],
  safety: [BRAKE_FLUID, LIFT_SAFETY, "Do not drive until the pedal is firm and the brake warning light is out."],
};

export const brakeTestDrive: StepTemplate = {
  title: "Bed in and verify the brakes",
  description:
    "Pump the pedal until firm, then in a safe empty area make several moderate stops from about 50 km/h (30 mph) without coming to a full stop to bed in new pads. Confirm straight stopping, no noise or pulsing, and no warning lights.",
  safetyLevel: "High Risk",
  estimatedTime: "15 min",
  safety: [ROAD_TEST, "Confirm a firm pedal while stationary before driving off."],
};

export const frontEndPlay: StepTemplate = {
  title: "Check the front end for play",
  description:
    "With the vehicle safely supported and the wheel off the ground, rock the wheel at 12 and 6 o'clock (ball joints, wheel bearing) and at 3 and 9 o'clock (tie rods, steering rack). Have a helper rock the steering wheel while you watch every joint. Use a pry bar on control arms to reveal worn bushings.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min",
  tools: ["Pry bar", "Flashlight", "Dial indicator (optional)"],
  specs: ["Typical: no perceptible play at tie-rod ends; ball-joint play limits vary by model, often 0-1.5 mm (check the service manual)"],
  safety: [LIFT_SAFETY],
};

export const alignmentCheck: StepTemplate = {
  title: "Check and set the wheel alignment",
  description:
    "After any steering or suspension part is replaced, or if the car pulls or wears tires unevenly, have a four-wheel alignment done and keep the before/after printout. Camber or caster out of spec that cannot be adjusted points at bent or worn parts.",
  safetyLevel: "Low Risk",
  estimatedTime: "45-60 min",
  tools: ["Four-wheel alignment machine (shop)"],
  specs: ["Typical total toe: close to 0 ±0.2° and camber within about 0.5° side to side (check the manufacturer's alignment table)"],
};

export const tyreInspect: StepTemplate = {
  title: "Inspect the tires: pressure, tread and wear pattern",
  description:
    "Set pressures cold to the door-jamb placard (not the tire sidewall maximum), measure tread depth at the inner, middle and outer grooves of each tire, and look for bulges, cuts, cupping or feathered edges. The wear pattern tells which part is at fault.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["Tire pressure gauge", "Tread depth gauge"],
  specs: [
    "Typical cold pressure: 30-36 psi (2.1-2.5 bar) for most cars - use the door-jamb placard",
    "Replace at 1.6 mm (2/32 in) legal minimum; 3 mm (4/32 in) is advisable for wet grip",
  ],
};

export const acPressureTest: StepTemplate = {
  title: "Measure A/C high- and low-side pressures",
  description:
    "Connect a manifold gauge set (R-134a or R-1234yf, to match the under-hood label), run the engine at about 1500 rpm with A/C on max and doors open, and compare pressures with the ambient-temperature chart. Both low means a low charge; high-side very high means poor condenser airflow or overcharge; low side high and high side low points at the compressor.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["A/C manifold gauge set for the refrigerant type", "Thermometer"],
  specs: [
    "Typical at 27 °C (80 °F) ambient, R-134a: low side 35-45 psi, high side 150-220 psi (check the service manual chart)",
    "Typical center vent temperature: 3-8 °C (38-46 °F) with a healthy system",
  ],
  safety: [REFRIGERANT, RUNNING_ENGINE],
};

export const moduleScan: StepTemplate = {
  title: "Scan all modules, not just the engine",
  description:
    "Use a scan tool that reads body, ABS, airbag, HVAC, steering and network modules. Record every B, C and U code with its status; a module that does not answer at all is itself a clue.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["Full-system (enhanced) scan tool"],
};

export const circuitTest: StepTemplate = {
  title: "Test power and ground at the component",
  description:
    "Unplug the part, switch the circuit on and check the connector for battery voltage on the feed and a good ground (test light on the ground pin lit from battery positive, or under 0.2 V drop under load). Power and ground present but part dead = part failed; missing = wiring, switch, relay or module.",
  safetyLevel: "Low Risk",
  estimatedTime: "15-30 min",
  tools: ["Digital multimeter", "Test light", "Wiring diagram"],
  specs: ["Typical: within about 0.5 V of battery voltage at the feed, under 0.2 V on the ground side (check the wiring diagram)"],
};

export const parasiticDrawTest: StepTemplate = {
  title: "Measure parasitic (key-off) battery draw",
  description:
    "With everything off, doors latched (trick the latches shut) and the hood switch handled, connect an ammeter or clamp meter in series at the battery negative and wait for modules to sleep (10-60 minutes). If the draw is high, pull fuses one at a time, or measure voltage drop across each fuse, to find the circuit.",
  safetyLevel: "Safety Required",
  estimatedTime: "45-90 min",
  tools: ["Digital multimeter with 10 A range or a low-amp clamp meter", "Fuse-drop chart"],
  specs: ["Typical: under 50 mA after the modules sleep; some newer vehicles up to about 85 mA (check the service manual)"],
  safety: [BATTERY_GAS, "Do not crank the engine or switch on high loads with the meter in series - it blows the meter fuse."],
};

export const verifyRepair: StepTemplate = {
  title: "Verify the repair",
  description:
    "Clear the codes, drive through the conditions that caused the complaint and confirm the symptom is gone and no warning lights or codes return.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  safety: [ROAD_TEST],
};

export const STEERING_RISK = "A steering fault can cause loss of control: do not drive at speed until it is repaired.";
