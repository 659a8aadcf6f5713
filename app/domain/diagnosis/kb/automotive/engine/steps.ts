import type { StepTemplate } from "../../../types.ts";
import { BATTERY_GAS, FUEL_FIRE, HOT_ENGINE } from "../../../steps-common.ts";

/**
 * Steps and safety sentences reused by several automotive engine-side entries. The shared
 * LOCKOUT sentence talks about implements, so cars get their own wording here.
 */

export const CAR_PARKED =
  "Park on level ground, selector in Park (or in gear for a manual) with the parking brake set and wheels chocked, engine off and key or fob away from the car before working on it.";
export const RUNNING_ENGINE =
  "With the engine running keep hands, hair, sleeves, jewellery and test leads clear of belts, pulleys and the electric cooling fan (it can start at any time, even with the key off); work outdoors or with exhaust extraction.";
export const LIFTED_VEHICLE =
  "Raise the vehicle only at the lift points and support it on rated jack stands on solid ground with the wheels chocked; never get under a vehicle held only by a jack.";
export const PRESSURISED_FUEL =
  "Direct-injection and diesel common-rail systems hold fuel at very high pressure even after shut-off: let the pressure bleed down as the manual describes, never loosen a high-pressure line with the engine running, and never feel for leaks with your hand - a fuel jet can pierce skin. Wear safety glasses and nitrile gloves.";
export const HYBRID_HV =
  "Hybrids and EVs carry several hundred volts in the orange cables: do not touch, unplug or cut orange cables or the inverter/battery; high-voltage work needs a trained technician with class 0 insulated gloves and the service-plug disable procedure.";
export const EYE_GLOVES = "Wear safety glasses and nitrile gloves.";
export const HOT_EXHAUST = "Exhaust manifolds, turbochargers and catalytic converters run hot enough to burn skin long after shut-down; let them cool.";
export const DIESEL_EXHAUST =
  "Diesel particulate filters and exhaust outlets reach well over 600 °C during regeneration: park away from dry grass, buildings and people, and do not touch the exhaust.";

export const carVisualInspection: StepTemplate = {
  title: "Inspect the engine bay for the obvious",
  description:
    "Engine off and cool, look over the area for loose, chewed or chafed wires, green corrosion in connectors, cracked or disconnected hoses, wet oil or coolant trails, and mouse nests or stored food in the air box and cowl. Rodent damage and corrosion cause many faults that look like expensive part failures.",
  safetyLevel: "Safety Required",
  estimatedTime: "10-15 min",
  tools: ["Flashlight", "Inspection mirror"],
  safety: [CAR_PARKED, HOT_ENGINE],
};

export const liveDataReview: StepTemplate = {
  title: "Check live data with a scan tool",
  description:
    "With the engine at operating temperature, watch the relevant live data (fuel trims, sensor readings, commanded vs actual values) at idle, at 2500 rpm and, on a safe road with a helper driving, under load. A reading stuck, out of range or not matching the others points at the fault.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["OBD-II scan tool with live data"],
  specs: [
    "Typical: short-term plus long-term fuel trim within about ±10% at idle and cruise (check against the service manual)",
    "Typical: coolant temperature 85-105 °C / 185-220 °F once warm",
  ],
  safety: [RUNNING_ENGINE, "Never read a scan tool while driving: have a helper drive or use the recording function."],
};

export const sensorCircuitTest: StepTemplate = {
  title: "Test the sensor circuit at the connector",
  description:
    "Key on, engine off: back-probe the sensor connector and check the 5 V reference, the sensor ground and the signal wire against the wiring diagram. Then wiggle the harness while watching the reading. Repair broken, chafed or corroded wires before replacing the sensor.",
  safetyLevel: "Low Risk",
  estimatedTime: "20-30 min",
  tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
  specs: [
    "Typical: reference 4.8-5.2 V; sensor ground under 0.1 V to battery negative (check against the service manual)",
  ],
  parts: ["Connector pigtail or terminal repair kit"],
};

export const fuelPressureTest: StepTemplate = {
  title: "Measure fuel pressure and how well it holds",
  description:
    "Fit a fuel pressure gauge to the rail test port (Schrader valve) on port-injected engines, or read the low-side fuel pressure PID on direct-injection engines. Check key-on prime, idle, snap throttle, and how far it drops in 5 minutes after shut-off. Low pressure points at the pump, filter, regulator or pump wiring; fast bleed-down points at a leaking injector, regulator or check valve.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["0-100 psi fuel pressure gauge with adapters", "Scan tool", "Rags"],
  specs: [
    "Typical port-injection rail pressure: 35-65 psi (240-450 kPa) depending on model (check against the service manual)",
    "Typical: pressure should hold within about 5-10 psi for 5 minutes after shut-off",
  ],
  safety: [FUEL_FIRE, EYE_GLOVES, "Do not open the high-pressure side of a direct-injection or diesel system with a gauge."],
};

export const fuelPumpCircuitTest: StepTemplate = {
  title: "Check power and ground at the fuel pump",
  description:
    "Listen for the 2-second pump prime at key-on. If silent, check the pump fuse and relay, then measure voltage at the pump connector (usually at the top of the tank or under the rear seat access cover) while a helper turns the key, and check the ground with a voltage-drop test. Power and ground good but no run means the pump has failed.",
  safetyLevel: "High Risk",
  estimatedTime: "20-40 min",
  tools: ["Test light or multimeter", "Wiring diagram", "Scan tool with pump command (if supported)"],
  specs: ["Typical: within 0.5-1 V of battery voltage at the pump connector while it runs; ground drop under 0.2 V"],
  safety: [FUEL_FIRE, LIFTED_VEHICLE],
};

export const coilSwapTest: StepTemplate = {
  title: "Swap the coil (or plug) with a neighbour cylinder",
  description:
    "Note the misfiring cylinder from the P030x code or misfire counters. Engine off, swap that cylinder's coil with the one next to it, clear codes and run the engine. If the misfire moves with the coil, the coil is bad; if it stays, swap the spark plug the same way, then look at the injector or compression.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Socket set", "Scan tool with misfire counters"],
  specs: ["Typical coil hold-down bolt torque: 7-10 N·m (check against the service manual)"],
  safety: [
    "Do not touch coils, boots or plug wires with the engine running: ignition secondary voltage can exceed 30,000 V.",
    HOT_ENGINE,
  ],
};

export const sparkPlugInspect: StepTemplate = {
  title: "Remove and read the spark plugs",
  description:
    "With the engine cold, blow debris out of the plug wells, remove the plugs and compare them: worn or rounded electrodes, wide gaps, oil or fuel fouling, white blistering (lean/overheating) or cracked porcelain. Replace plugs as a set with the type and gap on the emission label, with new plugs gapped before fitting.",
  safetyLevel: "Low Risk",
  estimatedTime: "30-90 min",
  tools: ["Spark plug socket", "Extension and swivel", "Torque wrench", "Gap gauge", "Compressed air"],
  specs: [
    "Typical gap: 0.028-0.044 in (0.7-1.1 mm), turbo engines at the small end (check the emission label or service manual)",
    "Typical torque: 14 mm tapered-seat plugs 10-20 N·m, gasket-seat 20-30 N·m; aluminium heads - never over-tighten",
  ],
  parts: ["Spark plugs of the specified heat range and type"],
  safety: ["Remove plugs only from a cold engine: aluminium threads strip easily when hot."],
};

export const compressionTest: StepTemplate = {
  title: "Compression test all cylinders",
  description:
    "Engine warm, disable fuel and ignition (pull the fuel pump and ignition fuses or relays), remove all plugs, hold the throttle open and crank each cylinder for 4-6 strokes. Compare readings; a low cylinder gets a squirt of oil and a retest: a rise points at rings, no change at valves or the head gasket.",
  safetyLevel: "Safety Required",
  estimatedTime: "45-90 min",
  tools: ["Compression gauge with adapters", "Remote starter switch", "Spark plug socket"],
  specs: [
    "Typical: many gasoline engines 130-200 psi, diesels 300-450 psi; all cylinders within about 10-15% of each other (check against the service manual)",
  ],
  safety: [BATTERY_GAS, "Keep clear of the fan and belts while cranking.", HOT_ENGINE],
};

export const leakDownTest: StepTemplate = {
  title: "Cylinder leak-down test",
  description:
    "With the piston at top dead centre on compression, feed regulated shop air into the cylinder and read the percentage lost. Listen where the air escapes: intake (intake valve), tailpipe (exhaust valve), oil filler (rings), bubbles in the radiator or neighbour plug hole (head gasket).",
  safetyLevel: "Safety Required",
  estimatedTime: "45-60 min",
  tools: ["Cylinder leak-down tester", "Air compressor", "Breaker bar on the crank bolt"],
  specs: ["Typical: under 10% leakage good, 10-20% worn, above 20-30% investigate (check against the service manual)"],
  safety: [
    "Hold the crank with a breaker bar: air pressure can spin the engine if the piston is not exactly at TDC. Keep hands clear of the fan.",
    HOT_ENGINE,
  ],
};

export const coolingPressureTest: StepTemplate = {
  title: "Pressure-test the cooling system and cap",
  description:
    "Engine cold: fit a cooling system pressure tester to the radiator or reservoir neck, pump to the cap rating and watch for 15 minutes, looking for drips at hoses, radiator, water pump weep hole, heater hoses and under the carpet. Test the cap on its adapter too. A steady drop with no visible leak points at an internal leak (head gasket, oil cooler, heater core).",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Cooling system pressure tester with adapters", "Flashlight"],
  specs: ["Typical cap rating: 13-18 psi (90-124 kPa); pressure should hold for 15 minutes (check the cap marking and manual)"],
  safety: [HOT_ENGINE, EYE_GLOVES],
};

export const combustionLeakTest: StepTemplate = {
  title: "Test the coolant for combustion gas (block test)",
  description:
    "With the coolant level lowered slightly and the engine running, draw air from above the coolant through the test fluid. Blue fluid turning yellow (or green, depending on the kit) means exhaust gas is in the coolant: head gasket, cracked head or failed EGR cooler on diesels.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Combustion leak (block) tester and fluid"],
  safety: [HOT_ENGINE, RUNNING_ENGINE, "Open the cap only on a cold engine; then start it for the test."],
};

export const oilLevelCheck: StepTemplate = {
  title: "Check the oil level and condition",
  description:
    "On level ground, engine off for 5 minutes, pull the dipstick (or read the electronic level in the instrument menu). Check level, smell for fuel, look for milky sludge (coolant), metal glitter or a burnt smell, and compare with when it was last changed.",
  safetyLevel: "Low Risk",
  estimatedTime: "5 min",
  tools: ["Clean rag"],
  parts: ["Engine oil of the grade and specification in the owner's manual"],
};

export const oilPressureTest: StepTemplate = {
  title: "Measure oil pressure with a mechanical gauge",
  description:
    "Remove the oil pressure sender or switch and fit a mechanical gauge in its place. Check pressure cold and hot, at idle and at 2000-3000 rpm. Good pressure on the gauge with a warning on the dash means a bad sender or wiring; low pressure on the gauge means a real lubrication problem - stop driving.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["Mechanical oil pressure gauge with thread adapters", "Sender socket"],
  specs: [
    "Typical rule of thumb: at least 10 psi per 1000 rpm hot, and roughly 10-25 psi at hot idle (check against the service manual)",
  ],
  safety: [RUNNING_ENGINE, HOT_ENGINE, "Hot oil burns: wear gloves and safety glasses."],
};

export const smokeTestIntake: StepTemplate = {
  title: "Smoke-test the intake for leaks",
  description:
    "Engine off, block the air intake after the filter (or at the MAF) and feed smoke into a vacuum line or the intake duct at low pressure. Watch for smoke at hoses, PCV lines, brake booster hose, intake manifold gasket, throttle body gasket, injector O-rings, oil filler cap and dipstick tube.",
  safetyLevel: "Low Risk",
  estimatedTime: "20-30 min",
  tools: ["Smoke machine (EVAP/intake)", "Flashlight"],
  specs: ["Typical test pressure: about 0.5-1 psi for intake testing"],
};

export const carTestDrive: StepTemplate = {
  title: "Clear codes and road-test to confirm the repair",
  description:
    "Clear codes, then drive the car through the conditions that caused the complaint (cold start, idle, highway, hill or towing) and re-scan. Check that pending codes stay clear and that the related readiness monitor completes.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["OBD-II scan tool"],
  safety: ["Drive on a safe road, seat belt on; a helper watches the scan tool."],
};

export const batteryCharge: StepTemplate = {
  title: "Charge the battery fully before further tests",
  description:
    "A flat battery makes every electrical test misleading. Charge with a smart charger on the right mode (flooded, EFB or AGM) until it reports full, let it rest, then retest. A battery that will not reach 12.6 V or drops quickly after charging has failed.",
  safetyLevel: "Safety Required",
  estimatedTime: "2-12 h",
  tools: ["Smart battery charger"],
  safety: [BATTERY_GAS, "Charge in a ventilated area; never charge a frozen or swollen battery."],
};

export const parasiticDrawTest: StepTemplate = {
  title: "Measure parasitic draw with the car asleep",
  description:
    "Fully charge the battery. Lock the car with doors closed (latch the door switches, leave the bonnet latch closed or switch pressed), connect an ammeter or clamp meter in series with the negative cable without breaking the circuit, and wait for modules to sleep. Then pull fuses one at a time (or read voltage drop across each fuse) to find the circuit that carries the draw.",
  safetyLevel: "Safety Required",
  estimatedTime: "1-2 h",
  tools: ["Multimeter with 10 A range or DC clamp meter", "Fuse-test leads", "Wiring diagram"],
  specs: [
    "Typical: under 50 mA once modules sleep, which can take 20-60 minutes on modern cars (check against the service manual)",
  ],
  safety: [BATTERY_GAS, "Do not crank the engine or switch on big loads with the meter in series: it blows the meter fuse."],
};

export const beltInspect: StepTemplate = {
  title: "Inspect the drive belt, tensioner and pulleys",
  description:
    "Engine off: check the serpentine belt for cracks, missing chunks, glazing and oil contamination; check the groove wear with a gauge. Watch the tensioner arm with the engine running - it should be steady, not bouncing. Engine off again, remove the belt and spin each pulley by hand feeling for roughness or wobble.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-30 min",
  tools: ["Belt wear gauge", "Tensioner tool or breaker bar", "Flashlight"],
  parts: ["Serpentine belt", "Belt tensioner", "Idler pulley"],
  safety: [RUNNING_ENGINE, "Keep fingers out of the belt path when releasing the tensioner; it snaps back."],
};

export const exhaustBackpressure: StepTemplate = {
  title: "Check for exhaust restriction",
  description:
    "Measure exhaust back-pressure through the upstream oxygen sensor hole with a gauge, or watch intake vacuum at idle and while holding 2500 rpm: vacuum that slowly falls at steady rpm means a blocked exhaust. A cat that glows red or rattles when tapped with a rubber mallet confirms it.",
  safetyLevel: "High Risk",
  estimatedTime: "30 min",
  tools: ["Back-pressure gauge with O2-port adapter", "Vacuum gauge", "Infrared thermometer"],
  specs: [
    "Typical: back-pressure under 1.5 psi at idle and under about 3 psi at 2500 rpm (check against the service manual)",
    "Typical: steady 17-21 inHg intake vacuum at warm idle on a healthy gasoline engine",
  ],
  safety: [HOT_EXHAUST, RUNNING_ENGINE, LIFTED_VEHICLE],
};

export const evapSmokeTest: StepTemplate = {
  title: "Smoke-test the EVAP system",
  description:
    "Connect a smoke machine to the EVAP service port (green cap, usually in the engine bay) or the filler neck, close the vent valve with a scan tool command or by clamping the vent hose, and look for smoke at the cap seal, filler neck, purge and vent valves, charcoal canister, hoses and the fuel tank top.",
  safetyLevel: "High Risk",
  estimatedTime: "30-45 min",
  tools: ["EVAP smoke machine (nitrogen or inert gas supply preferred)", "Scan tool with EVAP commands", "Flashlight"],
  specs: ["Typical EVAP test pressure: about 0.5 psi (14 inH2O); never exceed the machine setting for EVAP"],
  safety: [FUEL_FIRE, LIFTED_VEHICLE],
};

export const dieselRegen: StepTemplate = {
  title: "Run a service (parked) regeneration",
  description:
    "If soot load is high but not above the limit, let the truck complete a regeneration: either a steady highway drive for 20-30 minutes or a parked regeneration started from the dash menu or a scan tool. Watch exhaust temperatures and soot load during it. Above the limit the filter must be removed for cleaning.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-60 min",
  tools: ["Scan tool with DPF functions"],
  specs: ["Typical: exhaust temperatures of 550-650 °C at the DPF during regeneration (check against the service manual)"],
  safety: [DIESEL_EXHAUST, RUNNING_ENGINE],
};

export const defQualityTest: StepTemplate = {
  title: "Test the DEF quality and level",
  description:
    "Draw a sample of diesel exhaust fluid from the tank and test it with a DEF refractometer. Look for cloudiness, crystals or a fuel smell. Diluted, old or contaminated DEF sets SCR efficiency and quality codes; diesel in the DEF tank destroys the system and needs the whole DEF system cleaned or replaced.",
  safetyLevel: "Low Risk",
  estimatedTime: "15 min",
  tools: ["DEF refractometer", "Clean sample container"],
  specs: ["Typical: 32.5% urea (ISO 22241); acceptable range roughly 31.8-33.2%"],
  parts: ["ISO 22241 / API certified DEF"],
  safety: ["DEF is mildly irritating: rinse skin and eyes with water; it corrodes aluminium and electrical connectors."],
};
