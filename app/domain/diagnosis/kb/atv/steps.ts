import type { StepTemplate } from "../../types.ts";
import { BATTERY_GAS, FUEL_FIRE, HOT_ENGINE } from "../../steps-common.ts";

/**
 * Steps reused by several ATV/UTV entries. ATV/UTVs differ from tractors and cars in ways that
 * change the safety notes (CVT clutches that spin at engine speed, machines light enough to roll
 * off a jack, test rides that need a helmet), so they get their own wording here.
 */

export const ATV_PARK =
  "Park on level ground, put the transmission in park (or in gear with the parking brake set), stop the engine, remove the key and chock the wheels.";
export const ATV_LIFT =
  "Raise the machine with a rated ATV/UTV jack or lift and set it on stands rated for its weight; chock the wheels still on the ground; never reach under a machine held only by a jack.";
export const TEST_RIDE_PPE =
  "For test rides wear a helmet, eye protection, gloves and boots; on UTVs fasten the seat belt and keep the nets/doors closed; ride in a clear area at low speed first.";
export const CVT_SPIN =
  "Never run the engine with the CVT cover off: the clutches spin at engine speed and a belt or sheave can fail violently. Let the clutches cool before touching them.";
export const HOT_EXHAUST = "The exhaust and engine stay hot long after shutdown: let them cool or wear heat-resistant gloves.";
export const EYE_GLOVES = "Wear eye protection and gloves.";

export const atvScanCodes: StepTemplate = {
  title: "Read fault codes from the gauge or diagnostic port",
  description:
    "Most EFI ATV/UTVs store codes: Polaris shows SPN/FMI codes in the gauge diagnostic menu, Can-Am shows codes on the gauge and in the dealer BUDS software, Honda flashes the MIL/FI light in long and short blinks, Yamaha and Kawasaki show codes in the meter diagnostic mode. Write every code down before clearing anything: codes point at a circuit, not a part.",
  safetyLevel: "Low Risk",
  estimatedTime: "10 min",
  tools: ["Owner's manual or service manual code list", "Make-specific diagnostic reader where available"],
};

export const connectorInspect: StepTemplate = {
  title: "Unplug and inspect the connectors in the circuit",
  description:
    "Unplug each connector in the circuit, look for green corrosion, water, mud, pushed-back or spread pins and melted plastic, and look along the harness for rubbed-through insulation at the frame and chewed wires under the seat and behind the plastics. Clean with contact cleaner, dry, pack with dielectric grease and reconnect until the lock clicks.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Flashlight", "Electrical contact cleaner", "Dielectric grease", "Small pick for terminal locks"],
  safety: [ATV_PARK, "Disconnect the battery negative cable before working on harness connectors."],
};

export const groundCheck: StepTemplate = {
  title: "Check the main ground and frame grounds",
  description:
    "Follow the battery negative cable to the engine or frame and check every ground eyelet for rust, paint under the terminal or a loose bolt. Measure resistance from the battery negative post to the engine case and to the frame; clean to bare metal and retighten any poor ground.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Digital multimeter", "Wire brush", "Socket set"],
  specs: ["Typical: less than 0.2 Ω from battery negative to engine case or frame"],
  safety: [BATTERY_GAS],
};

export const statorTest: StepTemplate = {
  title: "Test the stator: resistance and AC output",
  description:
    "Unplug the stator connector at the regulator/rectifier. With the engine off, measure resistance between each pair of the (usually three same-colored) stator wires and from each wire to ground. Then start the engine and measure AC volts between each pair at about 3000 rpm. All pairs should read nearly the same; any wire with continuity to ground, or one low pair, means a failed stator.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter (AC and resistance ranges)", "Back-probe pins"],
  specs: [
    "Typical stator phase-to-phase resistance: about 0.1-1.0 Ω, all pairs equal (check against the service manual)",
    "Typical: no continuity (open/OL) from any stator wire to ground",
    "Typical unregulated output: roughly 40-70 V AC per pair at 3000 rpm (check against the service manual)",
  ],
  parts: ["Stator assembly", "Stator cover gasket"],
  safety: [ATV_PARK, "Keep hands and leads clear of the CVT, drive shafts and exhaust with the engine running.", HOT_EXHAUST],
};

export const regulatorTest: StepTemplate = {
  title: "Test the regulator/rectifier and its connectors",
  description:
    "Check the regulator/rectifier plug for melted or brown pins (a very common failure point), clean or replace the connector, and check its ground. With a good stator, measure battery voltage at about 3000 rpm: too low means the regulator is not passing charge, above about 15 V means it is not regulating. Diode checks follow the manual's table for your unit.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter with diode test"],
  specs: ["Typical regulated charging voltage: 13.5-14.7 V at 3000 rpm (check against the service manual)"],
  parts: ["Regulator/rectifier", "Regulator connector pigtail"],
  safety: [ATV_PARK, "Keep clear of moving drive parts and the hot exhaust with the engine running."],
};

export const starterRelayTest: StepTemplate = {
  title: "Test the starter relay (solenoid)",
  description:
    "Press the start button and listen for a click at the starter relay. Measure voltage at the relay's small control wire while pressing the button, then voltage at the large output terminal. Control voltage with no output means a failed relay; no control voltage points back to the safety switches, kill switch, fuse or start button.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Digital multimeter or test light", "Jumper lead with fuse"],
  specs: ["Typical: battery voltage (about 12 V) at the relay control wire with the start button pressed and the safety conditions met"],
  parts: ["Starter relay (solenoid)"],
  safety: [ATV_PARK, "Put the transmission in neutral or park before any bypass test: a machine in gear can lurch.", BATTERY_GAS],
};

export const sparkTest: StepTemplate = {
  title: "Check for spark with a spark tester",
  description:
    "Connect an inline or gap spark tester between the plug cap and a grounded plug, crank the engine and look for a strong blue spark. Do not hold a plug wire by hand. No spark or a weak orange spark sends you to the kill switch, coil, crank/pickup sensor and ECU/CDI checks.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Inline or adjustable gap spark tester", "Spark plug socket"],
  safety: [
    "High-voltage ignition: do not touch the plug lead or tester while cranking; keep fuel vapor away from the open plug hole.",
    FUEL_FIRE,
  ],
};

export const plugInspect: StepTemplate = {
  title: "Remove and read the spark plug(s)",
  description:
    "With the engine cool, blow dirt away from the plug well, remove each plug and compare: black sooty means rich or weak spark, wet with fuel means flooding or no spark, white blistered means lean or overheating, oily means oil getting into the cylinder. Check and set the gap and replace plugs that are worn or fouled.",
  safetyLevel: "Low Risk",
  estimatedTime: "15 min",
  tools: ["Spark plug socket", "Feeler or wire gap gauge", "Compressed air"],
  specs: ["Typical ATV/UTV plug gap: 0.6-0.9 mm (0.024-0.035 in) depending on model (check against the service manual)"],
  parts: ["Spark plug of the specified type and heat range"],
  safety: [HOT_EXHAUST],
};

export const compressionTest: StepTemplate = {
  title: "Compression test",
  description:
    "Warm the engine, remove the plug(s), hold the throttle wide open and crank until the gauge stops rising. Many ATV engines have an automatic decompressor, so readings are lower than on a car engine: compare with the manual and between cylinders on twins. A low cylinder that rises with a spoon of oil points at rings; one that does not points at valves or the head gasket.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Compression gauge with the correct thread adapter", "Spark plug socket"],
  specs: ["Typical: readings within 10% between cylinders; absolute values vary widely by model (check against the service manual)"],
  safety: [HOT_ENGINE, "Ground the plug leads or unplug the coils while cranking to protect the ignition and avoid sparks near fuel vapor.", FUEL_FIRE],
};

export const valveClearance: StepTemplate = {
  title: "Check and adjust valve clearance (engine cold)",
  description:
    "Remove the valve covers or inspection caps, turn the engine to top dead center on the compression stroke (both valves closed) and measure each valve with feeler gauges. Tight valves (common on high-hour engines, especially exhaust) cause hard starting, low compression and popping; set to spec with screw adjusters or shims as the engine uses.",
  safetyLevel: "Low Risk",
  estimatedTime: "1-2 h",
  tools: ["Feeler gauges", "Valve adjustment tool or shim kit", "Socket set", "Torque wrench"],
  specs: [
    "Typical ATV clearances: intake about 0.08-0.15 mm, exhaust about 0.15-0.25 mm, engine cold (check against the service manual)",
  ],
  parts: ["Valve cover gaskets/O-rings", "Valve shims if needed"],
  safety: ["Remove the key and the plug cap(s) so the engine cannot fire while you turn it by hand."],
};

export const airboxInspect: StepTemplate = {
  title: "Open the airbox and inspect the filter and intake",
  description:
    "Remove the seat or cover, open the airbox and check the filter and the clean side after the filter. Look for water in the airbox or its drain tube, dirt past the filter, oil-soaked foam, mouse nests and a mis-seated filter. Check the intake snorkel and boot clamps for cracks and looseness.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["Flashlight", "Screwdriver", "Clean rags"],
  parts: ["Air filter element (and pre-filter)", "Airbox lid seal"],
};

export const carbDrain: StepTemplate = {
  title: "Drain the carburetor float bowl and check the fuel",
  description:
    "Turn the fuel valve on, loosen the float-bowl drain screw and catch the fuel in a clear container. Look for water droplets, rust, white corrosion flakes and stale fuel that smells of varnish. Fuel that does not flow at all points at the valve, filter, vent or a stuck float needle.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Clear container", "Screwdriver", "Rags"],
  safety: [FUEL_FIRE, HOT_EXHAUST, "Wear nitrile gloves and eye protection."],
};

export const carbClean: StepTemplate = {
  title: "Strip and clean the carburetor",
  description:
    "Remove the carburetor, split the float bowl and remove the main jet, pilot (slow) jet, needle and seat. Soak metal parts in carburetor cleaner and blow every passage through with compressed air; the pilot jet's tiny hole clogs first with varnish. Check the float height, replace the bowl gasket and O-rings, refit and set the idle.",
  safetyLevel: "Safety Required",
  estimatedTime: "1.5-3 h",
  tools: ["Carburetor cleaner", "Compressed air", "Jet screwdriver", "Small wire or jet cleaning kit used gently", "Float height gauge or ruler"],
  specs: ["Float height per the service manual; jets and pilot screw setting as original unless the machine was re-jetted"],
  parts: ["Carburetor rebuild kit (gaskets, O-rings, needle and seat)", "Pilot jet of the original size if damaged"],
  safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection: carburetor cleaner and compressed air spray into eyes."],
};

export const efiFuelPressure: StepTemplate = {
  title: "Measure EFI fuel pressure",
  description:
    "Connect a fuel pressure gauge at the test port or with a tee at the fuel rail/pump outlet. Key on (the pump primes for a few seconds), then run the engine and hold steady throttle. Low pressure points at a clogged pump pickup screen or filter, a weak pump or the regulator; pressure that drops fast after shutdown points at a leaking check valve or injector.",
  safetyLevel: "High Risk",
  estimatedTime: "30-45 min",
  tools: ["Fuel pressure gauge 0-100 psi with EFI adapters", "Fuel line disconnect tools", "Shop rags"],
  specs: ["Typical ATV/UTV EFI pressure: about 39-58 psi (270-400 kPa) depending on make and model (check against the service manual)"],
  parts: ["Fuel pump assembly or pump module", "Pickup screen/filter"],
  safety: [
    "The EFI system stays pressurized after shutdown: wrap the fitting in a rag and relieve pressure slowly before disconnecting any line.",
    FUEL_FIRE,
    "Wear eye protection and nitrile gloves.",
  ],
};

export const cvtInspect: StepTemplate = {
  title: "Remove the CVT cover and inspect the belt and clutches",
  description:
    "With the engine off and cool, remove the CVT cover. Look for belt dust and chunks, glazing, flat spots, cracks, missing cogs and fraying cords. Measure the belt width at several points and compare with the new spec. Check the sheave faces for glazing, grooves or blue heat marks, and the housing for water or mud.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["Socket set", "Vernier caliper", "Flashlight"],
  specs: [
    "Typical: replace the belt when worn about 2-3 mm (about 1/8 in) below its new width; new width is printed in the service manual (check against the service manual)",
  ],
  parts: ["CVT drive belt of the exact OEM specification", "CVT cover gasket/seal"],
  safety: [ATV_PARK, CVT_SPIN, "Wear a dust mask: belt dust is fine rubber and fiber."],
};

export const cvtDrain: StepTemplate = {
  title: "Drain and dry the CVT housing",
  description:
    "Remove the CVT drain plug (most machines have one at the lowest point of the cover) and let the water out; if there is no plug, remove the cover. Wipe the housing dry. With the cover refitted and the machine in park or neutral, run the engine with a few gentle revs to fling off the remaining water before driving off slowly in low range.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  tools: ["Socket set", "Rags"],
  parts: ["CVT drain plug O-ring", "CVT cover seal"],
  safety: [ATV_PARK, CVT_SPIN, "Only run the engine with the CVT cover fully installed."],
};

export const cvtDuctCheck: StepTemplate = {
  title: "Check the CVT intake and exhaust ducts",
  description:
    "Follow the CVT cooling intake and outlet ducts: look for crushed, cracked or disconnected hoses, missing clamps, mud-packed inlets and a torn cover seal. A leaking duct lets in water and dirt and starves the belt of cooling air.",
  safetyLevel: "Low Risk",
  estimatedTime: "15 min",
  tools: ["Screwdriver", "Flashlight"],
  parts: ["CVT duct hoses", "Hose clamps", "CVT cover seal"],
};

export const fluidCheckDrive: StepTemplate = {
  title: "Check front and rear gearcase / differential fluid",
  description:
    "With the machine level, remove the fill plug and check the level and condition. Milky or gray fluid means water got in through a seal or vent; metal flakes or chunks on the drain plug magnet point at internal wear. Refill with the oil type the manual specifies (Polaris front gearcases use a specific demand-drive fluid).",
  safetyLevel: "Low Risk",
  estimatedTime: "15-20 min",
  tools: ["Socket set", "Drain pan", "Funnel or pump"],
  parts: ["Gearcase/differential oil of the specified type", "Drain and fill plug sealing washers"],
};

export const cvBootCheck: StepTemplate = {
  title: "Inspect the CV axles and boots",
  description:
    "With the machine supported and the wheels off the ground, look at every CV boot for splits, grease thrown onto the A-arms and loose clamps. Grab each axle and check for play at the joints, and turn the wheel slowly listening for clicks. A torn boot lets in mud and water that wear the joint within days.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min",
  tools: ["ATV/UTV jack or lift", "Jack stands", "Flashlight"],
  parts: ["CV boot kit with clamps and grease", "CV axle assembly"],
  safety: [ATV_LIFT, EYE_GLOVES],
};

export const wheelPlayCheck: StepTemplate = {
  title: "Check wheel bearings, ball joints and tie rod ends for play",
  description:
    "Lift the corner off the ground and support it. Rock the wheel top-to-bottom (bearings and ball joints) and side-to-side (tie rod ends and bearings) while a helper watches each joint. Spin the wheel and listen for grinding. Play that stays when the brake is held points at ball joints; play that goes away points at wheel bearings.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min",
  tools: ["ATV/UTV jack or lift", "Jack stands", "Pry bar"],
  specs: ["Typical: no perceptible play at the tire edge (check against the service manual)"],
  safety: [ATV_LIFT, EYE_GLOVES],
};

export const brakeInspect: StepTemplate = {
  title: "Inspect brake pads, discs and fluid",
  description:
    "Check the master cylinder fluid level and color through the sight glass or reservoir (dark fluid is old and absorbs water). With the wheel off, measure pad lining thickness and disc thickness, check for mud packed in the caliper and for leaks at the caliper pistons and lines.",
  safetyLevel: "High Risk",
  estimatedTime: "30-45 min",
  tools: ["Vernier caliper or micrometer", "Flashlight", "ATV/UTV jack and stands"],
  specs: [
    "Typical minimum pad lining: about 1-1.5 mm (0.04-0.06 in) (check against the service manual)",
    "Minimum disc thickness is stamped on the disc or given in the service manual",
  ],
  parts: ["Brake pads", "Brake disc", "DOT 4 brake fluid (or the type on the reservoir cap)"],
  safety: [ATV_LIFT, "Brake fluid damages paint and eyes: wear eye protection and gloves.", "Do not ride until the brakes are proven to work."],
};

export const brakeBleed: StepTemplate = {
  title: "Bleed the brake system",
  description:
    "Fill the master cylinder with fresh fluid of the type on the cap, then bleed each caliper starting from the one furthest from the master cylinder, with a clear hose into a jar, until no bubbles come out. Never let the reservoir run dry while bleeding. Check the lever or pedal is firm before riding.",
  safetyLevel: "High Risk",
  estimatedTime: "30-60 min",
  tools: ["Box wrench for bleeder", "Clear hose and jar", "Helper or vacuum bleeder"],
  specs: ["Typical bleeder screw torque: about 5-7 N·m (44-62 in·lb) (check against the service manual)"],
  parts: ["DOT 4 brake fluid (or the type on the reservoir cap)"],
  safety: ["Brake fluid damages eyes and paint: wear eye protection and gloves.", "Test brakes at walking pace before any ride; a spongy brake is a brake failure."],
};

export const tirePressure: StepTemplate = {
  title: "Check tire pressures with a low-pressure gauge",
  description:
    "Check all tires cold with a low-pressure gauge (a car gauge is not accurate at these pressures). Set to the pressures on the machine's label or in the owner's manual, equal left and right on each axle.",
  safetyLevel: "Low Risk",
  estimatedTime: "10 min",
  tools: ["Low-pressure tire gauge (0-15 or 0-30 psi)", "Air pump"],
  specs: [
    "Typical ATV: about 4-7 psi (28-48 kPa); typical UTV: about 10-20 psi (70-140 kPa) (check against the label or owner's manual)",
  ],
};

export const coolingClean: StepTemplate = {
  title: "Wash out the radiator core",
  description:
    "With the engine cold, remove the front grille or radiator screen and rinse the core from the engine side out with low-pressure water until light shows through the fins. Mud and grass packed between fins are the most common reason ATV/UTV engines overheat. Use low pressure: a pressure washer held close folds the fins flat. Straighten bent fins with a fin comb.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Garden hose with gentle nozzle", "Soft brush", "Fin comb"],
  safety: [HOT_ENGINE, ATV_PARK],
};

export const fanCircuitTest: StepTemplate = {
  title: "Test the cooling fan and its circuit",
  description:
    "Let the engine idle to operating temperature and watch whether the fan starts before the temperature light or overheat warning comes on. If it does not, check the fan fuse and relay, then apply fused 12 V directly to the fan motor: a fan that runs on direct power points at the relay, switch/sensor or wiring; one that does not has a seized or burnt motor, often from mud and water.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter", "Fused jumper leads", "Infrared thermometer"],
  specs: ["Typical fan switch-on: roughly 88-100 °C (190-212 °F) coolant temperature (check against the service manual)"],
  parts: ["Cooling fan motor", "Fan relay", "Fan switch or coolant temperature sensor", "Fan fuse"],
  safety: [HOT_ENGINE, "Keep fingers and leads out of the fan blades: the fan can start at any time while the engine is hot.", ATV_PARK],
};

export const oilLevelCheck: StepTemplate = {
  title: "Check engine oil level and condition",
  description:
    "Check the oil as the manual says (many ATV dry-sump engines are checked after warm-up with the dipstick resting, not screwed in). Look for milky oil (water or coolant), a fuel smell (fuel diluting the oil), a level that rises over time, or metal glitter.",
  safetyLevel: "Safety Required",
  estimatedTime: "10 min",
  tools: ["Clean rag", "Flashlight"],
  parts: ["Engine oil of the specified grade (ATV/motorcycle oil for shared wet-clutch sumps)"],
  safety: [HOT_EXHAUST, HOT_ENGINE],
};

export const rideVerify: StepTemplate = {
  title: "Test ride to verify the repair",
  description:
    "Clear any codes, then ride through the conditions that caused the complaint (cold start, hill, load, mud, water, 4WD on and off) and confirm the symptom is gone and no warning or code returns.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  safety: [TEST_RIDE_PPE],
};
