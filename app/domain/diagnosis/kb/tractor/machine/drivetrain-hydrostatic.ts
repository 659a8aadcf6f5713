import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, hydraulicLevel, testDriveVerify } from "../../../steps-common.ts";
import { HOT_OIL, LIFT_HEAVY, MOWER_BLADES, RUNNING_CHECK, beltInspect, hydroFluidFilter, hydroPurge, supportMachine, tyreCheck } from "./steps.ts";

// Hydrostatic drives: compact tractor HST, lawn tractor transaxles, zero-turn pumps/motors and
// skid steer drive circuits. Weak-when-hot and creeping-in-neutral complaints dominate.
export const drivetrainHydrostaticEntries: FaultEntry[] = [
  {
    id: "tr-m-dt-hst-low-fluid-filter",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Low hydrostatic transmission fluid or clogged HST (charge) filter",
    explanation:
      "The hydrostatic pump needs charge oil to keep its loop full; low oil or a plugged filter starves the charge pump so the tractor is weak on hills, hesitates, whines and slows further as it warms up.",
    symptoms: [
      "hydrostatic tractor weak going uphill",
      "hst loses power when warm",
      "tractor slows down going up hills",
      "hydro whining",
      "forward pedal has to be pushed all the way to move",
      "compact tractor wont pull",
    ],
    keywords: ["hst", "hydrostatic", "charge pump", "hydro filter", "transmission fluid"],
    makes: ["kubota", "john deere", "mahindra", "kioti", "massey ferguson", "ls", "new holland", "yanmar"],
    prior: 2.5,
    steps: [hydroFluidFilter, hydraulicLevel, {
      title: "Measure charge pressure",
      description:
        "Fit a gauge at the HST charge pressure port and read at rated rpm with warm oil, in neutral and while pushing the pedal. Low charge pressure confirms starvation (filter, suction or charge relief) rather than a worn pump/motor.",
      safetyLevel: "Safety Required",
      estimatedTime: "30 min",
      tools: ["0-600 psi (0-40 bar) gauge with adapter"],
      specs: ["Typical charge pressure: about 70-250 psi (5-17 bar) depending on model (check the service manual)"],
      safety: [RUNNING_CHECK, HOT_OIL, "Raise and support the drive wheels or block the machine if the pedal will be moved."],
    }, testDriveVerify],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-hst-neutral-creep",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Hydrostatic neutral out of adjustment (tractor creeps in neutral)",
    explanation:
      "The pump swashplate is centred by a neutral return cam and linkage; when the linkage or neutral adjustment drifts, the swashplate sits slightly off centre and the tractor creeps forward or back with the pedals released.",
    symptoms: [
      "hydrostatic tractor creeps in neutral",
      "tractor moves forward with no foot on the pedal",
      "mower creeps when in neutral",
      "wont stay still on flat ground",
      "hst wont return to neutral",
      "creeping backwards when warm",
    ],
    keywords: ["neutral adjustment", "neutral return cam", "swashplate", "treadle", "creep"],
    makes: ["kubota", "john deere", "cub cadet", "husqvarna"],
    prior: 2,
    steps: [
      {
        title: "Check the pedal and linkage for binding",
        description:
          "Clean mud and grass from under the floor, check that both pedals return freely, the return spring is intact and the cruise/speed control is off. Lubricate the pivot points.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Spray lubricant"],
        safety: [LOCKOUT],
      },
      supportMachine,
      {
        title: "Adjust the neutral setting",
        description:
          "With the drive wheels off the ground, oil warm and engine at the rpm the manual gives, loosen the neutral adjuster (eccentric or linkage rod) and turn it until the wheels stop turning, then lock it. Check from both directions.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Wrenches", "Rated stands"],
        safety: [LIFT_HEAVY, RUNNING_CHECK, "Keep hands, tools and clothing away from the turning wheels and driveshafts."],
      },
      testDriveVerify,
    ],
    ref: "service manual adjustment; widely reported owner forum pattern",
  },
  {
    id: "tr-m-dt-transaxle-hot-loss",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Worn lawn-tractor hydrostatic transaxle losing drive when hot (e.g. Tuff Torq K46)",
    explanation:
      "Light-duty sealed transaxles on lawn and garden tractors run hot on hills or when towing; thinned, aged oil and internal wear let the pump slip, so the mower slows and stops climbing after 20-30 minutes.",
    symptoms: [
      "riding mower wont go up hills when hot",
      "lawn tractor loses drive after mowing a while",
      "mower slows down and stops moving",
      "transaxle getting weak",
      "hydro transmission slipping on riding mower",
      "mower creeps in reverse only",
    ],
    keywords: ["k46", "tuff torq", "transaxle", "hydro-gear", "lawn tractor transmission"],
    makes: ["john deere", "husqvarna", "cub cadet", "craftsman", "troy-bilt"],
    prior: 2,
    steps: [
      {
        title: "Check the bypass rod and drive belt first",
        description:
          "Make sure the transmission release (freewheel/bypass) rod is fully in drive position, and that the traction drive belt is tight and not glazed.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Clean the transaxle cooling fan and fins",
        description:
          "Remove grass and dirt packed around the transaxle fins and the cooling fan on the input pulley; a damaged fan blade makes it run hot.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Brush", "Compressed air"],
        parts: ["Transaxle cooling fan"],
        safety: [LOCKOUT, HOT_OIL],
      },
      {
        title: "Change the transaxle oil and purge",
        description:
          "Many 'sealed' transaxles can be drained and refilled through the expansion tank or a fill port. Refill with the oil the transaxle maker specifies, then run its purge procedure.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Drain pan", "Socket set"],
        specs: ["Typical: use only the oil named on the transaxle label or in the maker's service guide - some units take engine oil, others a specific hydrostatic fluid"],
        parts: ["Transaxle oil of the specified grade"],
        safety: [LOCKOUT, HOT_OIL],
      },
      hydroPurge,
    ],
    ref: "widely reported owner forum pattern; transaxle maker service guides",
  },
  {
    id: "tr-m-dt-bypass-valve-open",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Hydrostatic bypass (tow/freewheel) valve left open or partly open",
    explanation:
      "The tow valve opens the loop between pump and motor so the machine can be pushed; if it is left out or its linkage is bent, the pump oil circulates without driving the wheels.",
    symptoms: [
      "zero turn wont move",
      "mower engine runs but wont drive",
      "one side of zero turn weak",
      "riding mower wont move after being pushed",
      "no drive forward or reverse on hydro",
    ],
    keywords: ["bypass valve", "tow valve", "freewheel", "push lever", "release rod"],
    prior: 2,
    steps: [
      {
        title: "Close the bypass/tow valves",
        description:
          "Find the bypass levers or rods at the rear of the pumps/transaxle (often marked 'push' and 'operate'), set them to operate, and check the linkage is not bent and the valve moves fully.",
        safetyLevel: "Safety Required",
        estimatedTime: "5-10 min",
        safety: [LOCKOUT, MOWER_BLADES],
      },
      hydroFluidFilter,
      hydroPurge,
    ],
    ref: "operator's manual; very common owner question",
  },
  {
    id: "tr-m-dt-ztr-pump-belt",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Slipping or broken zero-turn hydro pump drive belt (worn belt, idler or spring)",
    explanation:
      "The engine drives both hydro pumps with a belt under the engine; a stretched, glazed or thrown belt or a weak idler spring lets the pumps slip, so the mower crawls on hills or will not move at all.",
    symptoms: [
      "zero turn slow on hills",
      "squealing under the seat",
      "pump belt broke",
      "zero turn wont move but engine runs",
      "drive belt keeps coming off",
    ],
    keywords: ["pump belt", "hydro belt", "idler", "zero turn drive belt", "ztr"],
    prior: 1.5,
    steps: [beltInspect, {
      title: "Check belt routing and idler tension",
      description:
        "Compare the routing with the decal, check the idler arm pivots freely and the spring is not stretched; replace the belt with the exact OEM length.",
      safetyLevel: "Safety Required",
      estimatedTime: "30-60 min",
      tools: ["Spring puller", "Socket set"],
      parts: ["Pump drive belt", "Idler spring", "Idler pulley"],
      safety: [LOCKOUT, "Use a spring puller: idler springs store a lot of force."],
    }, testDriveVerify],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-ztr-tracking",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Zero-turn pulls to one side: tracking/lever linkage out of adjustment or uneven tyres",
    explanation:
      "Each lever controls its own pump; if the lever linkages or the tracking adjusters are uneven, or one drive tyre is lower, one side runs faster and the mower wanders.",
    symptoms: [
      "zero turn pulls to the left",
      "zero turn wont go straight",
      "one side faster than the other",
      "mower veers right at full speed",
      "ztr tracking off",
    ],
    keywords: ["tracking", "steering levers", "lap bars", "damper", "control linkage"],
    prior: 2,
    steps: [
      tyreCheck,
      {
        title: "Check levers, dampers and linkage",
        description:
          "Check that both levers line up at full forward, the dampers (shocks) are not broken, and the control rods are not bent.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Wrenches"],
        parts: ["Control damper", "Linkage rod"],
        safety: [LOCKOUT],
      },
      {
        title: "Adjust tracking",
        description:
          "On a flat surface at full throttle, drive straight and note the drift. Adjust the tracking bolt or linkage rod on the faster side to slow it per the manual, in small steps.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wrenches"],
        safety: [RUNNING_CHECK, "Test only in an open, flat area away from slopes and people."],
      },
      hydroPurge,
    ],
    ref: "operator's manual tracking adjustment; common owner complaint",
  },
  {
    id: "tr-m-dt-ztr-pump-worn",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Worn zero-turn hydro pump or wheel motor (one side weak when warm)",
    explanation:
      "Internal wear in one pump or wheel motor lets oil bypass as it thins with heat; that side loses power on slopes and the mower circles toward it, usually getting worse through the mowing session.",
    symptoms: [
      "zero turn one side loses power when hot",
      "left wheel weak after mowing an hour",
      "zero turn spins in circles on hills",
      "hydro pump whining on one side",
      "wheel motor leaking",
    ],
    keywords: ["hydro pump", "wheel motor", "ztr pump", "integrated drive", "hydro-gear"],
    prior: 1,
    steps: [hydroFluidFilter, hydroPurge, {
      title: "Swap sides to confirm",
      description:
        "Check that the weak side follows its own pump: with fluid and purging done, compare pushing force or the speed of each raised wheel at full lever. On separate pump/motor systems, swap the hoses between sides to see whether the weakness moves.",
      safetyLevel: "High Risk",
      estimatedTime: "1 h",
      tools: ["Rated jack and stands", "Wrenches"],
      parts: ["Hydro pump or wheel motor or integrated drive unit"],
      safety: [LIFT_HEAVY, RUNNING_CHECK],
    }],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-hst-overheat",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Hydrostatic transmission overheating (plugged cooling fins/fan or excessive load)",
    explanation:
      "A hydro turns slip into heat; packed grass on the fins, a broken cooling fan or constant heavy use in high range overheats the oil, which thins and makes the drive fade until it cools.",
    symptoms: [
      "hydro gets weak after an hour",
      "transmission too hot to touch",
      "drive fades when hot comes back when cool",
      "hst overheating",
      "hydrostatic smells hot",
    ],
    keywords: ["hst cooling", "cooling fan", "fins", "range", "oil cooler"],
    prior: 1.5,
    steps: [
      {
        title: "Clean fins, screens and cooler",
        description:
          "Clean the transaxle/pump cooling fins, the fan, and the transmission oil cooler and screen.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Compressed air", "Brush"],
        safety: [LOCKOUT, HOT_OIL],
      },
      {
        title: "Check use of range and load",
        description:
          "Heavy work (loader, tilling, hills) should be done in low range; pushing the pedal to the floor in high range under load makes most of the heat.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      hydroFluidFilter,
      testDriveVerify,
    ],
    ref: "operator's manual; common field complaint",
  },
  {
    id: "tr-m-dt-skid-park-brake",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Skid steer/CTL parking brake not releasing (brake solenoid or release pressure)",
    explanation:
      "Skid steer drive motors have spring-applied, pressure-released brakes; a failed brake solenoid, wiring fault or interlock leaves them applied, so the machine will not drive or drags one side.",
    symptoms: [
      "skid steer wont move",
      "skid steer drive locked",
      "park brake wont release on bobcat",
      "track loader wont drive",
      "one side of skid steer drags",
    ],
    keywords: ["park brake", "brake solenoid", "drive motor brake", "traction lock"],
    makes: ["bobcat", "caterpillar", "john deere", "case", "new holland", "kubota", "takeuchi"],
    prior: 1.5,
    steps: [
      {
        title: "Check interlocks and panel indications",
        description:
          "Check that the seat bar is down, the operator sensed, and the park brake button/indicator changes state; read any display codes.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [RUNNING_CHECK],
      },
      {
        title: "Test the brake solenoid and release pressure",
        description:
          "Measure voltage at the brake release solenoid when released, its coil resistance, and the brake release pressure at the test port.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Hydraulic gauge"],
        parts: ["Brake release solenoid"],
        safety: [LOCKOUT, "Block the machine: releasing the brake on a slope lets it roll.", "Engage the lift-arm support before working near the raised arms."],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
];
