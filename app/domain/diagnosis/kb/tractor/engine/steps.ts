import type { StepTemplate } from "../../../types.ts";
import { BATTERY_GAS, FUEL_FIRE, HOT_ENGINE, LOCKOUT } from "../../../steps-common.ts";

/**
 * Steps and safety sentences reused by several tractor engine-side entries. Machine-specific
 * values are typical and the texts say so; the service manual of the machine always wins.
 */

export const BYPASS_START =
  "Never start the engine by shorting across the starter or solenoid terminals from the ground: the machine can start in gear and run over you. Start only from the operator's seat.";
export const RUNNING_ENGINE =
  "With the engine running keep hands, hair and loose clothing clear of the fan, belts and PTO shaft; transmission in neutral, parking brake set, PTO off, and work outdoors because of exhaust fumes.";
export const MOWER_LOCKOUT =
  "Mowers: PTO off, parking brake on, key out and spark plug boot(s) pulled before touching the engine, blades or belts.";
export const HIGH_PRESSURE_FUEL =
  "Injection lines and common rails hold extreme pressure (common rail well over 1,000 bar): wait the time the manual gives after shut-down before opening anything, never loosen a line with the engine running, and never feel for leaks with your hand.";
export const HOT_EXHAUST =
  "The exhaust, DPF and turbo get hot enough to ignite chaff and dry grass (well over 500 °C during regeneration): park on bare ground or concrete, away from buildings, fuel and people.";
export const REFRIGERANT =
  "A/C refrigerant is under pressure and causes frostbite: wear goggles and gloves; recovering or recharging refrigerant is for a certified technician (EPA Section 609 in the US).";

export const mowerLockoutStep: StepTemplate = {
  title: "Make the mower safe to work on",
  description:
    "Park on level ground, disengage the blades, set the parking brake, remove the key and pull the spark plug boot(s) away from the plugs. If you need to tip or raise the mower, drain or seal the fuel and block it securely.",
  safetyLevel: "Safety Required",
  estimatedTime: "5 min",
  safety: [MOWER_LOCKOUT],
};

export const safetySwitchTest: StepTemplate = {
  title: "Test the safety interlock switches with a meter",
  description:
    "Find the seat, neutral/range, brake or clutch pedal and PTO switches. Unplug each in turn and check with an ohmmeter that it closes (near 0 Ω) when actuated and opens when released, and that the plunger is actually pushed by the pedal, lever or seat. Adjust or replace a switch that does not change state cleanly. Never leave a switch bypassed.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Digital multimeter", "Basic hand tools"],
  specs: ["Typical: a closed switch reads under 1 Ω; an open switch reads OL (check against the service manual)"],
  parts: ["Seat switch", "Neutral safety switch", "Brake/clutch pedal switch", "PTO switch"],
  safety: [LOCKOUT, BYPASS_START],
};

export const starterSignalTest: StepTemplate = {
  title: "Check for voltage at the starter solenoid while cranking",
  description:
    "Have a helper in the seat turn the key to START. Measure at the small solenoid terminal (S/50) and at the main battery stud. No voltage at the small terminal means the fault is upstream (key switch, safety switches, start relay, fuse). Battery voltage at both but no crank means the solenoid or starter.",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  tools: ["Digital multimeter or test light"],
  specs: ["Typical: within about 1-1.5 V of battery voltage at the S terminal while cranking (check against the service manual)"],
  safety: [BYPASS_START, BATTERY_GAS],
};

export const harnessInspection: StepTemplate = {
  title: "Inspect the wiring harness for rodent damage and chafing",
  description:
    "Remove side panels and hood covers and follow the harness from the battery and starter to the dash and engine sensors. Look for nests, droppings, chewed insulation, green corrosion in connectors and wires rubbed through on brackets. Repair with soldered or crimped sealed splices and heat-shrink, not tape.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-60 min",
  tools: ["Flashlight", "Digital multimeter", "Crimp tool and heat-shrink connectors"],
  safety: [LOCKOUT, BATTERY_GAS, "Wear gloves and a dust mask when clearing rodent nests (droppings can carry disease)."],
};

export const bleedDieselStep: StepTemplate = {
  title: "Bleed air from the low-pressure fuel system",
  description:
    "Fill the tank. Open the bleed screw on the filter head, operate the priming pump (or turn the key to ON so the electric lift pump runs) until fuel flows without bubbles, then close it. Repeat at the injection pump bleed screw if fitted. Many newer engines bleed themselves when the key is left ON for a minute or two: follow the manual.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  tools: ["Wrenches", "Clear container", "Rags"],
  safety: [FUEL_FIRE],
};

export const fuelFlowTest: StepTemplate = {
  title: "Check fuel delivery from the tank and lift pump",
  description:
    "Disconnect the supply hose at the filter or injection pump inlet into a clear container and run the lift pump (key ON for electric pumps, crank for mechanical ones). Look for a strong steady flow with no bubbles. Weak flow: check the tank outlet screen, shutoff valve, hoses and the pump; a pressure gauge at the filter outlet confirms it.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Clear container", "Low-pressure fuel gauge (0-15 psi / 0-100 kPa)", "Hose clamps/pliers"],
  specs: ["Typical: a steady stream with no air bubbles; many compact-diesel electric lift pumps deliver a few psi (check against the service manual)"],
  safety: [FUEL_FIRE],
};

export const glowPlugTest: StepTemplate = {
  title: "Test the glow plugs and the preheat circuit",
  description:
    "Turn the key to preheat and check for battery voltage at the glow plug bus bar. Then disconnect the bus bar and measure each plug's resistance to the engine block. A plug reading open (OL) is burned out. No voltage at the bus bar points at the glow relay, fuse/fusible link or timer.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter", "Test light", "Deep socket for glow plugs"],
  specs: [
    "Typical: about 0.5-2 Ω per plug cold, and system current of roughly 8-15 A per plug (check against the service manual)",
    "Typical glow plug torque: 15-20 N·m (11-15 lb·ft) - check against the service manual",
  ],
  parts: ["Glow plugs", "Glow plug relay or controller"],
  safety: [BATTERY_GAS, "Glow plugs get hot enough to burn skin within seconds of preheating."],
};

export const compressionTestDiesel: StepTemplate = {
  title: "Compression test the diesel engine",
  description:
    "Warm the engine, disconnect the fuel shutoff solenoid or put the engine in no-fuel mode so it cannot start, remove the glow plugs or injectors and crank with a diesel compression gauge on each cylinder in turn. Compare readings with each other as much as with the book figure.",
  safetyLevel: "Safety Required",
  estimatedTime: "1-2 h",
  tools: ["Diesel compression gauge with adapters", "Socket set", "Fully charged battery"],
  specs: [
    "Typical: about 350-450 psi (24-31 bar) on many compact diesels at cranking speed; cylinders within about 10% of each other (check against the service manual)",
  ],
  safety: [HOT_ENGINE, FUEL_FIRE, "Keep clear of the fan and belts while cranking."],
};

export const sparkTest: StepTemplate = {
  title: "Check for spark with an inline spark tester",
  description:
    "Connect an adjustable spark tester between the plug wire and the engine (or plug) and crank. A strong blue spark jumping the tester gap means ignition is fine and the problem is fuel or compression; weak, orange or no spark points at the plug, coil, kill wire or interlock switches.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Inline or adjustable spark tester", "Spark plug socket"],
  specs: ["Typical: a healthy magneto ignition jumps a 0.166 in (4.2 mm) tester gap while cranking (check against the engine manual)"],
  safety: ["Ignition voltage can shock: hold only insulated parts and do not crank with the plug lead loose near fuel.", FUEL_FIRE],
};

export const carbBowlCheck: StepTemplate = {
  title: "Check fuel at the carburetor float bowl",
  description:
    "Close the fuel shutoff, place a rag under the carburetor and loosen the float bowl drain screw or remove the bowl nut. Fuel should run out, clean and smelling fresh. No fuel: check the tank, filter, pump and shutoff. Water droplets, varnish or a gummy smell: the carburetor needs cleaning and the tank needs draining.",
  safetyLevel: "Safety Required",
  estimatedTime: "10-15 min",
  tools: ["Screwdriver or socket", "Rags", "Clear container"],
  safety: [FUEL_FIRE, MOWER_LOCKOUT],
};

export const airFilterInspect: StepTemplate = {
  title: "Inspect the air filter, pre-cleaner and intake hoses",
  description:
    "Remove the primary element and check it against a work light; check the safety (inner) element, the dust unloader valve and every hose and clamp between the filter and the turbo or intake. Replace a plugged or damaged element rather than blowing it out with high-pressure air, which tears the media.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["Flashlight or work light", "Screwdriver for clamps"],
  parts: ["Primary air filter element", "Safety (inner) element"],
  safety: [LOCKOUT, "Wear a dust mask and eye protection when handling dirty filters."],
};

export const coolingPackCleanout: StepTemplate = {
  title: "Clean the cooling package (screens, radiator, oil and charge-air coolers, condenser)",
  description:
    "With the engine stopped and cool, open the side screens and hood and remove chaff, seeds and dust from every core. Blow compressed air or low-pressure water from the engine side outward (the opposite way to airflow), working through each core in the stack; a light held behind a core shows blockage in the middle that looks clean from outside.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-60 min",
  tools: ["Compressed air with a safety nozzle", "Low-pressure water hose", "Fin comb", "Work light"],
  specs: ["Typical: air nozzle below 2 bar (30 psi) for cleaning; never a pressure washer close to the fins"],
  safety: [LOCKOUT, HOT_ENGINE, "Wear eye protection and a dust mask when blowing out chaff."],
};

export const coolantPressureTest: StepTemplate = {
  title: "Pressure-test the cooling system and the radiator cap",
  description:
    "With the engine cold, fit a cooling system pressure tester in place of the cap, pump to the cap rating and watch for 10-15 minutes: a falling gauge means a leak (hoses, radiator, water pump weep hole, heater core, or internally). Test the cap itself on the adapter.",
  safetyLevel: "Safety Required",
  estimatedTime: "30 min",
  tools: ["Cooling system pressure tester with adapters", "Flashlight"],
  specs: ["Typical: cap ratings of about 0.5-1.1 bar (7-16 psi), stamped on the cap (check against the service manual)"],
  parts: ["Radiator cap", "Coolant hoses and clamps"],
  safety: [HOT_ENGINE],
};

export const oilPressureGaugeTest: StepTemplate = {
  title: "Confirm oil pressure with a mechanical gauge",
  description:
    "Remove the oil pressure sender or switch and fit a mechanical gauge in its port. Start the engine, read the pressure at idle and at rated speed when hot, and stop at once if it is low. This tells a real pressure problem apart from a faulty sender or wiring.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["Mechanical oil pressure gauge 0-100 psi (0-7 bar) with adapters", "Wrenches"],
  specs: [
    "Typical hot: at least about 1 bar (15 psi) at idle and 2.5-4.5 bar (35-65 psi) at rated speed on many tractor diesels (check against the service manual)",
  ],
  safety: [RUNNING_ENGINE, HOT_ENGINE],
};

export const serviceToolCheck: StepTemplate = {
  title: "Read the engine data with the service tool",
  description:
    "Connect the make's diagnostic tool (or a J1939 reader) and look at live data, not just codes: sensor readings, desired versus actual values, soot and ash load, regeneration history and any active derate. Record everything before clearing codes.",
  safetyLevel: "Low Risk",
  estimatedTime: "15-20 min",
  tools: ["Dealer diagnostic software or J1939 reader", "Diagnostic connector adapter"],
};

export const sensorCircuitTest: StepTemplate = {
  title: "Test the sensor connector: reference, ground and signal",
  description:
    "Key ON, engine off. Back-probe the sensor connector: confirm the 5 V reference and a good ground, then watch the signal while moving, warming or cycling the sensor. Inspect pins for corrosion, water and pushed-back terminals; a wiggle test with the live data on the screen often finds intermittent breaks.",
  safetyLevel: "Low Risk",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
  specs: ["Typical: 4.75-5.25 V reference and under 0.2 V on the sensor ground (check against the service manual)"],
  safety: [LOCKOUT],
};

export const parkedRegen: StepTemplate = {
  title: "Run a parked (stationary) regeneration",
  description:
    "Fill the fuel tank, bring the engine to operating temperature, park on bare ground away from anything that can burn, then start a parked regeneration from the display or switch and let it finish without interruption. Check afterwards that the soot load has dropped and the lamp is out.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-60 min",
  tools: ["Machine display or service tool"],
  specs: ["Typical: a parked regeneration takes about 20-60 minutes at raised idle (check against the operator's manual)"],
  safety: [HOT_EXHAUST, RUNNING_ENGINE],
};

export const defQualityTest: StepTemplate = {
  title: "Test DEF concentration with a refractometer",
  description:
    "Draw a sample from the DEF tank (not the jug) and check it with a DEF refractometer or test strip. Also look for cloudiness, debris, or a smell of diesel or coolant. Bad DEF must be drained, the tank flushed with fresh DEF and the filter replaced.",
  safetyLevel: "Low Risk",
  estimatedTime: "10 min",
  tools: ["DEF refractometer or test strips", "Clean sample container"],
  specs: ["Typical: 32.5% urea, acceptable about 31.8-33.2% (ISO 22241); refractive index about 1.3814-1.3843"],
  parts: ["ISO 22241 / API-certified DEF", "DEF supply module filter"],
  safety: ["DEF irritates eyes and skin: wear gloves and glasses; it corrodes copper and brass fittings."],
};
