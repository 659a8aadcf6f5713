import type { FaultEntry } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD, hydraulicLevel, testDriveVerify } from "../../../steps-common.ts";
import { RUNNING_CHECK, cylinderDriftTest, greasePivots, pressureTest, purgeAir } from "./steps.ts";

// Consumers of tractor hydraulics: loader cylinders and valve, remote couplers, three-point hitch.
export const hydraulicsLoaderHitchEntries: FaultEntry[] = [
  {
    id: "tr-m-hyd-loader-piston-seal",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Leaking loader cylinder piston seals (internal bypass causing drift)",
    explanation:
      "A worn or cut piston seal lets oil pass from one side of the piston to the other, so the boom or bucket creeps down under load and the loader feels weak even though nothing drips.",
    symptoms: [
      "loader drifts down",
      "bucket slowly drops with a load",
      "loader arms creep down overnight",
      "bucket curls by itself",
      "boom drift",
      "front end loader wont hold position",
    ],
    keywords: ["cylinder drift", "piston seal", "bypass", "reseal", "seal kit"],
    prior: 2,
    steps: [
      hydraulicLevel,
      cylinderDriftTest,
      {
        title: "Reseal the leaking cylinder",
        description:
          "With the loader parked on the ground or on the stand, remove the cylinder, clamp it by the barrel ends, remove the gland and piston, and inspect the bore for scoring and the rod for bends and pitting. Fit a complete seal kit; replace the cylinder if the bore is scored.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Gland nut/spanner wrench", "Vise", "Seal pick set", "Torque wrench"],
        specs: ["Typical: piston nut torque is high (often 200+ ft·lb on loader cylinders) - use the service manual value and thread locker if specified"],
        parts: ["Cylinder seal kit (piston and rod seals, wipers, O-rings)"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      purgeAir,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-loader-valve-leak",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Loader control valve spool leakage or failed load-check valve",
    explanation:
      "Wear between the spool and valve body, or a load-check poppet held open by dirt, lets oil escape from the cylinders back to the tank, so the loader drifts and dips briefly when the lever is first moved.",
    symptoms: [
      "loader dips before it lifts",
      "bucket drops a bit when i move the joystick",
      "loader drifts but cylinders do not leak",
      "both lift cylinders drift together",
      "loader valve leaks down",
    ],
    keywords: ["loader valve", "spool", "load check", "joystick valve", "drift"],
    prior: 1,
    steps: [
      hydraulicLevel,
      cylinderDriftTest,
      {
        title: "Clean or replace the load-check and spool section",
        description:
          "Relieve pressure and remove the load-check plug of the drifting section; inspect the poppet and seat for dirt or scratches and clean. If drift continues and the cylinders tested tight, the spool/body is worn: fit a valve section or a new valve.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Wrenches", "Clean solvent", "Lint-free rags"],
        parts: ["Load-check poppet and spring", "Valve seal kit", "Loader valve section"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-loader-valve-sticking",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Sticking loader joystick valve spool or broken centering spring",
    explanation:
      "Dirt, corrosion on the exposed spool end or a broken centering spring stops the spool from returning to neutral, so the loader keeps moving after the lever is released, or the float detent will not hold or release.",
    symptoms: [
      "loader joystick sticks",
      "joystick doesnt return to center",
      "loader keeps going after i let go",
      "float wont engage",
      "float detent wont release",
      "loader lever stiff",
    ],
    keywords: ["joystick", "centering spring", "float detent", "spool", "cable"],
    prior: 1,
    steps: [
      {
        title: "Disconnect the joystick and test the spool by hand",
        description:
          "With the loader on the ground and pressure relieved, disconnect the cable or linkage at the valve and move each spool by hand. A stiff spool is in the valve; a free spool means the joystick, cable or linkage binds.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wrenches", "Penetrating oil"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE],
      },
      {
        title: "Clean the spool end and replace the centering spring or cable",
        description:
          "Remove the spring cap, clean corrosion from the exposed spool end, fit a new centering spring and cap seal; replace stretched or rusted control cables and adjust so the spool sits in neutral with the joystick centred.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Wrenches", "Emery cloth (fine)", "Clean solvent"],
        parts: ["Centering spring kit", "Spool wiper/O-ring seals", "Control cable"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-rod-seal-leak",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Leaking cylinder rod seal or scored/bent cylinder rod",
    explanation:
      "Dirt carried in past a worn wiper, or a rod nicked or bent by a hit, cuts the rod seal; oil then weeps from the gland, collects dirt and the leak speeds up.",
    symptoms: [
      "hydraulic cylinder leaking oil",
      "oil running down the loader cylinder",
      "cylinder weeping at the gland",
      "rod is pitted and leaking",
      "bent cylinder rod",
      "leaking ram",
    ],
    keywords: ["rod seal", "gland", "wiper", "ram", "cylinder rod"],
    prior: 2,
    steps: [
      {
        title: "Inspect the rod and gland",
        description:
          "Clean the cylinder, extend it and inspect the chrome for nicks, rust pits and bends (roll it on a flat surface once removed). A damaged rod will destroy new seals, so replace or re-chrome it first.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Degreaser", "Flashlight", "Straightedge"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      {
        title: "Reseal the cylinder gland",
        description:
          "Relieve pressure, remove the cylinder, unscrew the gland and replace the rod seal, wiper, buffer seal and static O-rings as a kit. Lubricate seals with clean hydraulic oil when assembling.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Gland spanner", "Seal picks", "Vise"],
        parts: ["Cylinder seal kit", "Rod if scored"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      purgeAir,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-coupler-trapped-pressure",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Quick couplers will not connect because of trapped pressure in the lines",
    explanation:
      "Oil trapped in an implement or loader hose expands as it warms in the sun, and a remote valve left under pressure holds the coupler poppet shut, so the male tip cannot be pushed in by hand.",
    symptoms: [
      "cant connect hydraulic hoses",
      "quick coupler wont connect",
      "hoses wont go into the remotes",
      "loader quick attach hoses wont couple",
      "pressure locked couplers",
      "hydraulic hose wont snap in",
    ],
    keywords: ["quick coupler", "remotes", "scv", "pioneer coupler", "flat face", "trapped pressure"],
    prior: 2,
    steps: [
      {
        title: "Relieve pressure on both sides",
        description:
          "Stop the engine and move every remote (SCV) and loader lever back and forth, and to float where fitted. On the implement side, support the implement so the cylinder is not holding weight. Many tractors have a pressure-release lever or button at the couplers: use it.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      {
        title: "Bleed the implement hose safely",
        description:
          "If the implement hose is still locked, crack the hose fitting at the cylinder end a quarter turn with a rag over it, or use a coupler pressure-relief tool, to release a few drops. Never hit the coupler tip with a hammer.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        tools: ["Wrenches", "Rag", "Coupler relief tool"],
        safety: [HYDRAULIC_PRESSURE, "Wear face shield and gloves; stand to the side of the fitting."],
      },
      {
        title: "Inspect coupler type and condition",
        description:
          "Check that the male tips match the female coupler standard (ISO 5675 ag couplers vs. ISO 16028 flat-face) and are not damaged. Clean both halves before connecting.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        parts: ["Matching male tips", "Dust caps"],
      },
    ],
    ref: "common field failure; operator's manual coupler instructions",
  },
  {
    id: "tr-m-hyd-coupler-worn",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Worn or damaged quick coupler (leaking, not latching or restricting flow)",
    explanation:
      "Worn locking balls, a broken internal poppet or a mismatched tip lets the coupler leak, pop off under pressure, or only half open so the implement or loader works slowly in one direction.",
    symptoms: [
      "coupler leaking oil",
      "hydraulic hose pops out of remote",
      "implement works one way only",
      "cylinder slow in one direction through the remotes",
      "quick attach coupler dripping",
    ],
    keywords: ["quick coupler", "poppet", "remote outlet", "breakaway coupler"],
    prior: 1,
    steps: [
      {
        title: "Swap hoses to another remote",
        description:
          "Connect the implement to a different remote pair or swap the two hoses. If the fault moves with the coupler, the coupler is bad; if it stays with the hose, the male tip or the implement is at fault.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [HYDRAULIC_PRESSURE],
      },
      {
        title: "Replace the coupler or tip",
        description:
          "Relieve pressure, catch oil, replace the female coupler (or its repair kit) and any damaged male tips with the same standard and thread size, using new O-rings.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Wrenches", "Drain pan"],
        parts: ["Female quick coupler or repair kit", "Male tips", "O-rings"],
        safety: [HYDRAULIC_PRESSURE],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-hitch-drop-rate-closed",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Three-point hitch rate-of-drop valve closed (hitch locked up)",
    explanation:
      "The rate-of-drop knob also works as a transport lock: turned fully in, it stops oil leaving the lift cylinder, so the hitch lifts but will not come down.",
    symptoms: [
      "3 point hitch wont go down",
      "three point will not lower",
      "hitch stuck up",
      "rear lift wont drop",
      "back blade wont lower",
    ],
    keywords: ["rate of drop", "drop rate knob", "lowering speed", "transport lock", "rockshaft"],
    prior: 2.5,
    steps: [
      {
        title: "Open the rate-of-drop valve",
        description:
          "Find the drop-rate knob (usually under the seat or beside the hitch lever), turn it counter-clockwise toward the fast (hare) mark, then lower the hitch with the position lever. Set it to a safe lowering speed.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RAISED_LOAD, "Keep everyone away from behind the tractor while the hitch lowers."],
      },
      {
        title: "Check the hitch linkage and lift arms",
        description:
          "If it still will not lower, check that the lift arms are not bound on the implement, the check chains or stabilisers are not tight, and the position lever linkage moves freely.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        safety: [RAISED_LOAD, LOCKOUT],
      },
      greasePivots,
    ],
    ref: "operator's manual; very common owner question",
  },
  {
    id: "tr-m-hyd-hitch-leakdown",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Three-point hitch leaks down: worn lift cylinder piston seal or hitch control valve",
    explanation:
      "Oil escaping past the lift cylinder piston O-ring or the hitch control valve lets the implement settle, so the hitch slowly drops when parked and constantly re-lifts (cycles) while driving.",
    symptoms: [
      "3 point hitch drops",
      "three point slowly drops when parked",
      "hitch creeps down overnight",
      "hitch keeps bouncing up and down while driving",
      "rockshaft wont hold the mower up",
    ],
    keywords: ["rockshaft", "lift cylinder", "hitch valve", "leak down", "cycling"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Leak-down test with the drop-rate valve closed",
        description:
          "Raise a heavy implement slightly, close the rate-of-drop valve fully (it isolates the cylinder from the control valve) and stop the engine. If it still drops, the lift cylinder piston seal or the cylinder O-rings leak; if it holds locked but drops with the valve open, the control valve or its check valve leaks.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        tools: ["Tape measure"],
        safety: [RAISED_LOAD, "Keep clear of the implement and lift arms; lower fully before any disassembly."],
      },
      {
        title: "Repair the leaking part",
        description:
          "Lower the hitch, relieve pressure and, per the manual, remove the lift cover or cylinder to replace the piston seal/O-rings, or service the hitch control valve and check valve.",
        safetyLevel: "High Risk",
        estimatedTime: "3-6 h",
        tools: ["Hoist or jack for the lift cover", "Socket set", "Torque wrench"],
        parts: ["Lift cylinder piston seal/O-ring kit", "Lift cover gasket", "Control valve seal kit"],
        safety: [LOCKOUT, HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-hitch-wont-lift",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Three-point hitch will not lift: misadjusted position control linkage or lift valve",
    explanation:
      "The hitch lever moves the lift control valve through a linkage with a feedback cam; if the linkage is loose, bent or out of adjustment the valve never opens to raise, although the loader still works.",
    symptoms: [
      "3 point wont lift but loader works",
      "three point hitch not raising",
      "hitch lever does nothing",
      "cant lift the box blade",
      "rear hitch stopped working",
    ],
    keywords: ["position control", "lift arm", "rockshaft", "feedback linkage", "hitch lever"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Check the lever linkage and settings",
        description:
          "Check that the draft/position mix knob is on position control, the height stop is not set low, and the lever linkage rod to the valve is connected and moves the valve arm. Adjust the linkage as the manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Wrenches"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      pressureTest,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-draft-control",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Draft control sensing or electronic hitch sensor out of adjustment",
    explanation:
      "Draft control raises and lowers the hitch from the pull on the top or lower links; a seized sensing spring, misadjusted linkage or faulty electronic draft pin/position sensor makes the hitch hunt, jerk or ignore the lever.",
    symptoms: [
      "plow depth keeps changing",
      "hitch hunting up and down in draft",
      "draft control not working",
      "three point jerks while plowing",
      "electronic hitch wont respond",
    ],
    keywords: ["draft control", "top link sensing", "draft pin", "ehc", "position sensor", "plow depth"],
    prior: 0.8,
    steps: [
      {
        title: "Check the operating settings first",
        description:
          "Confirm the draft/position mix, sensitivity and drop-rate settings, the implement levelling and the top-link length; many complaints are from draft response set too sensitive.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
      },
      greasePivots,
      {
        title: "Test the draft sensing parts",
        description:
          "On mechanical systems clean and free the top-link sensing spring/plunger and check the linkage adjustment. On electronic hitches read the display diagnostics and check the draft pins and position sensor voltage with a meter while moving the hitch.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Back-probe pins"],
        specs: ["Typical: position sensor signal sweeps smoothly between about 0.5 and 4.5 V on a 5 V supply (check the service manual)"],
        safety: [RAISED_LOAD, RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "operator's manual hitch settings; common field complaint",
  },
];
