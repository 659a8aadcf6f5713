import type { StepTemplate } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD } from "../../../steps-common.ts";

/**
 * Steps and safety sentences reused by several machine-side tractor entries (hydraulics, PTO,
 * drivetrain, undercarriage, mowers). Kept here so the same check reads the same in every entry.
 * All values are typical and are labelled so; the service manual wins.
 */

export const PTO_ENTANGLE =
  "A turning PTO shaft or driveline wraps clothing and limbs in a fraction of a second: disengage the PTO, stop the engine and wait for all motion to stop before approaching; keep shields in place and no loose clothing.";
export const MOWER_BLADES =
  "Disengage the blades, stop the engine, remove the key (and the spark plug wire on small engines) before reaching under the deck; wear cut-resistant gloves when handling blades.";
export const TRACK_GREASE =
  "Track adjuster grease is held at very high pressure: open the relief valve slowly no more than about one turn, keep your face and body away from the fitting and never remove the fitting or valve body.";
export const LIFT_HEAVY =
  "Lift heavy machines only with equipment rated for the weight, on firm level ground, with wheels chocked; place rated stands before going near or under the machine.";
export const HOT_OIL = "Hydraulic and transmission oil can exceed 80 °C / 180 °F: let it cool, wear gloves and eye protection.";
export const RUNNING_CHECK =
  "Tests with the engine running: operator in the seat or a helper at the controls, everyone else clear of the machine, the implement and the articulation/swing area.";

export const suctionScreen: StepTemplate = {
  title: "Clean the suction screen and change the hydraulic filter",
  description:
    "Drain the oil into clean containers, pull the suction screen/strainer from the transmission or reservoir and inspect it: chaff, paint flakes, metal or sludge starve the pump. Clean it in solvent, replace the hydraulic filter, refill with the specified fluid and run all functions to purge air.",
  safetyLevel: "Safety Required",
  estimatedTime: "1-2 h",
  tools: ["Drain pans (capacity of the system)", "Filter wrench", "Solvent and brush", "Torque wrench"],
  specs: ["Typical: change the hydraulic filter every 300-500 h and clean the suction screen at the same time (check the service manual)"],
  parts: ["Hydraulic/transmission filter", "Suction screen O-rings or gasket", "Specified hydraulic/transmission fluid"],
  safety: [LOCKOUT, HYDRAULIC_PRESSURE, HOT_OIL],
};

export const suctionLeakCheck: StepTemplate = {
  title: "Check the suction side for air leaks",
  description:
    "Air drawn in between the reservoir and the pump makes foam, noise and jerky functions. Inspect the suction hose for cracks or a soft, collapsing section, tighten or replace the clamps, check the suction tube O-rings and the filter gasket. Pour clean oil over a suspect joint with the engine running: if the noise stops, that joint leaks.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Screwdrivers and wrenches", "Flashlight"],
  parts: ["Suction hose", "Hose clamps", "Suction tube O-rings"],
  safety: [RUNNING_CHECK, HOT_OIL],
};

export const pressureTest: StepTemplate = {
  title: "Measure system pressure at the test port",
  description:
    "Fit a gauge to the test port (or a tee in the pump outlet), warm the oil to working temperature, and hold one function against its stop at rated engine speed for a few seconds. Compare the reading with the relief setting in the manual: low pressure points at the relief valve or a worn pump; pressure that is right with slow functions points at low flow.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["0-5000 psi (0-350 bar) hydraulic gauge with hose and test coupler", "Infrared thermometer"],
  specs: [
    "Typical relief settings: 2,000-3,000 psi (140-210 bar) on compact/utility tractors and loaders, 3,000-3,600 psi on skid steers, 3,000-5,000 psi on excavators (mini excavators at the low end) (check the service manual)",
    "Typical: hold over relief no longer than about 5 s at a time to avoid overheating the oil",
  ],
  safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK, "Wear safety glasses; use hoses and fittings rated above the relief pressure."],
};

export const flowTest: StepTemplate = {
  title: "Flow-test the pump",
  description:
    "Connect an in-line flow meter with a load valve to the pump outlet or the remote couplers. At rated rpm and warm oil, record flow at no load and at working pressure. A large drop in flow as pressure rises means internal wear (pump or a leaking relief valve).",
  safetyLevel: "High Risk",
  estimatedTime: "1-2 h",
  tools: ["Hydraulic flow meter with load valve and temperature gauge", "Adapters for the couplers"],
  specs: ["Typical: a healthy gear pump loses no more than about 10-20% of its rated flow at working pressure (check the service manual)"],
  safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK, HOT_OIL],
};

export const cylinderDriftTest: StepTemplate = {
  title: "Drift-test to separate cylinder seals from the control valve",
  description:
    "With warm oil, raise the empty loader/boom to a safe height, stop the engine and mark the cylinder rods with tape. Measure rod movement after 10 minutes. Then relieve pressure, disconnect the rod-end hose of one cylinder (cap the line) and extend it fully under low power: steady oil from the open port means the piston seal leaks; no flow but drift means the control valve spool or its check valve leaks.",
  safetyLevel: "High Risk",
  estimatedTime: "45-60 min",
  tools: ["Tape measure", "Tape/marker", "Caps and plugs", "Drain pan"],
  specs: ["Typical acceptable loader drift: a few millimetres to about 1 in (25 mm) in 10 minutes, warm oil, empty bucket (check the service manual)"],
  safety: [RAISED_LOAD, HYDRAULIC_PRESSURE, "Do the open-port test with the boom on the ground and the bucket resting, never raised."],
};

export const purgeAir: StepTemplate = {
  title: "Top up and purge air by cycling every function",
  description:
    "Top up to the full mark, run at low idle and slowly cycle each cylinder end to end several times, then steering lock to lock. Recheck the level with everything lowered. Air that will not clear points back to a suction leak.",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  parts: ["Specified hydraulic/transmission fluid"],
  safety: [RUNNING_CHECK, RAISED_LOAD],
};

export const supportMachine: StepTemplate = {
  title: "Raise and support the machine safely",
  description:
    "Chock the wheels that stay down, lift at the jacking points shown in the manual with a rated jack, and set rated stands under the axle housing or frame before any work near the wheels, axle or underside.",
  safetyLevel: "High Risk",
  estimatedTime: "15-20 min",
  tools: ["Rated floor or bottle jack", "Rated axle stands", "Wheel chocks"],
  safety: [LIFT_HEAVY, RAISED_LOAD],
};

export const hydroFluidFilter: StepTemplate = {
  title: "Check hydrostatic fluid level and the HST filter",
  description:
    "On compact tractors the hydrostatic transmission usually shares the transmission/hydraulic oil; on lawn tractors and zero-turns it has its own reservoir or is a sealed transaxle. Check the level cold on level ground, look for milky or burnt oil, and replace the HST/charge filter if due.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-40 min",
  tools: ["Filter wrench", "Flashlight", "Drain pan"],
  specs: [
    "Typical: compact tractors use universal tractor fluid; many Hydro-Gear zero-turn pumps use 20W-50 engine oil (check the label on the unit and the manual)",
  ],
  parts: ["HST/charge filter", "Specified transmission or hydrostatic fluid"],
  safety: [LOCKOUT, HOT_OIL],
};

export const hydroPurge: StepTemplate = {
  title: "Purge air from the hydrostatic drive",
  description:
    "With the drive wheels off the ground and supported (or as the manual allows), open the bypass/tow valves, start the engine and move the drive control slowly full forward and full reverse several times, then close the valves and repeat. Recheck the fluid level. Noise, jerky motion or weak drive after a fluid change usually means air is still trapped.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min",
  tools: ["Rated jack and stands"],
  specs: ["Typical: repeat the forward/reverse cycle 5-6 times each with bypass open and closed (check the transaxle maker's procedure)"],
  safety: [LIFT_HEAVY, RUNNING_CHECK, "Keep hands away from the turning wheels and belts."],
};

export const beltInspect: StepTemplate = {
  title: "Inspect the belt, pulleys and idler",
  description:
    "Remove the belt covers and inspect the belt for glazing, cracks, stretched or frayed sides and the wrong length. Spin every pulley by hand: a rough, noisy or wobbling idler or a worn groove throws and burns belts. Check the idler spring and that belt guides/keepers sit about 1/8 in from the belt.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Socket set", "Flashlight", "Belt routing diagram from the deck or manual"],
  specs: ["Typical: belt keepers about 1/8 in (3 mm) from the belt with the belt engaged (check the manual)"],
  parts: ["OEM-spec belt (aramid-cord belts for clutch/idler drives)", "Idler pulley", "Idler tension spring"],
  safety: [MOWER_BLADES, LOCKOUT],
};

export const trackTensionCheck: StepTemplate = {
  title: "Measure track tension (sag)",
  description:
    "Drive forward a few metres on level ground to take slack to the top, stop, lock out, then measure the sag at the point the manual names (usually the mid roller or between carrier roller and idler). Pack out mud first: packed dirt makes a slack track read tight.",
  safetyLevel: "Safety Required",
  estimatedTime: "15 min",
  tools: ["Tape measure or straightedge"],
  specs: [
    "Typical: about 0.5-1.5 in (13-38 mm) sag on compact track loaders and 0.4-1 in (10-25 mm) on rubber-track mini excavators at the stated point (check the operator's manual)",
  ],
  safety: [LOCKOUT, "Do not stand near the tracks while the machine is moved."],
};

export const trackAdjust: StepTemplate = {
  title: "Adjust the grease track tensioner",
  description:
    "To tighten, pump grease into the adjuster fitting until sag is in spec; to loosen, open the relief valve slowly and let grease escape. If tension does not hold overnight, the adjuster cylinder seal or check valve leaks and the cylinder needs sealing or replacing.",
  safetyLevel: "High Risk",
  estimatedTime: "20-40 min",
  tools: ["Grease gun with lithium grease", "Socket for the relief valve"],
  parts: ["Track adjuster seal kit or cylinder"],
  safety: [TRACK_GREASE, LOCKOUT],
};

export const tyreCheck: StepTemplate = {
  title: "Check tyre pressures and condition",
  description:
    "Check every tyre cold with an accurate low-pressure gauge (ag tyres run low pressures), compare left to right and with the load table for the ballast and implement. Look for sidewall cracks, cuts, bulges and bead leaks.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["0-60 psi low-pressure tyre gauge", "Soapy water spray"],
  specs: ["Typical: follow the tyre maker's load/inflation table; never exceed the pressure moulded on the sidewall"],
  safety: ["Never inflate a tyre with damaged beads or rims; stand to the side of the tread face while inflating, using a clip-on chuck."],
};

export const switchContinuity: StepTemplate = {
  title: "Test the interlock switch and its wiring",
  description:
    "Unplug the switch, measure continuity across its terminals in both positions (pressed/released, engaged/disengaged), then check the harness for chafing, a loose connector or a broken wire where it flexes. A switch that reads open intermittently or a connector that moves when the seat rocks is the usual culprit.",
  safetyLevel: "Low Risk",
  estimatedTime: "15-20 min",
  tools: ["Digital multimeter", "Contact cleaner", "Dielectric grease"],
  specs: ["Typical: near 0 ohms closed, open line (OL) open"],
  parts: ["Interlock switch", "Connector terminals"],
  safety: ["Never bypass a safety interlock permanently: it is the only thing that stops the blades or the machine when you leave the seat."],
};

export const brakePedalCheck: StepTemplate = {
  title: "Measure brake pedal free travel and compare left to right",
  description:
    "With the pedals unlatched, measure free travel of each pedal until resistance is felt, and with the pedals latched check that both brakes apply together. Adjust the rods or turnbuckles so both pedals match before blaming the brake discs.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Tape measure", "Wrenches"],
  specs: ["Typical: roughly 0.6-1.6 in (15-40 mm) free travel depending on the model, left and right within about 0.2 in (5 mm) of each other (check the service manual)"],
  safety: [LOCKOUT, "Chock the wheels: the brakes are the thing being adjusted."],
};

export const steeringRelief: StepTemplate = {
  title: "Check steering pressure and pump supply",
  description:
    "Fit a gauge at the steering test port or tee into the steering supply line, warm the oil, and turn the wheels against the stop at idle and at rated speed. Low pressure with good oil points at the steering relief/priority valve or a weak pump; normal pressure with heavy steering points at the steering unit or binding mechanics.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["0-3000 psi (0-200 bar) gauge with test hose"],
  specs: ["Typical steering relief: 1,500-2,500 psi (100-170 bar) on compact and utility tractors (check the service manual)"],
  safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK],
};

export const greasePivots: StepTemplate = {
  title: "Grease the pivots and check for play",
  description:
    "Grease every fitting on the axle, steering, loader and hitch pivots until clean grease shows. A fitting that will not take grease is blocked or the pin is seized. With the weight on the wheels, have a helper rock the part while you watch each pin for movement.",
  safetyLevel: "Safety Required",
  estimatedTime: "20-30 min",
  tools: ["Grease gun", "Pry bar", "Flashlight"],
  specs: ["Typical: grease loader and axle pivots every 8-10 h or daily (check the operator's manual)"],
  parts: ["Grease fittings", "Pins and bushings if worn"],
  safety: [LOCKOUT, RAISED_LOAD],
};
