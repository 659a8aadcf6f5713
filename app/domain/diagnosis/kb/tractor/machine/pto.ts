import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, RAISED_LOAD, fuseRelayCheck, hydraulicLevel, scanCodes, testDriveVerify } from "../../../steps-common.ts";
import { MOWER_BLADES, PTO_ENTANGLE, RUNNING_CHECK, suctionScreen, switchContinuity } from "./steps.ts";

// Tractor PTO (wet clutch, electro-hydraulic engagement, two-stage clutch) and implement drivelines.
// Mower electric PTO clutches are in mower-deck.ts next to the deck faults they get confused with.
export const ptoEntries: FaultEntry[] = [
  {
    id: "tr-m-pto-clutch-slipping",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Slipping PTO clutch pack (worn discs or low clutch pressure)",
    explanation:
      "Independent PTOs use a hydraulically applied wet clutch pack; worn friction discs, a leaking piston seal or low pressure from a plugged filter let it slip under load, so the implement slows and the clutch overheats.",
    symptoms: [
      "pto slipping",
      "pto slows down under load",
      "brush hog slows down in thick grass but engine doesnt bog",
      "pto loses power",
      "pto smells hot",
      "baler pto slips",
    ],
    keywords: ["ipto", "pto clutch", "clutch pack", "friction discs", "pto pressure"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Measure PTO clutch engagement pressure",
        description:
          "Fit a gauge at the PTO clutch test port, warm the oil, engage the PTO at rated rpm and read pressure. Low pressure with a good system supply points at a leaking piston seal or rotating seal rings; normal pressure with slip means worn discs.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["0-600 psi (0-40 bar) gauge with test hose"],
        specs: ["Typical PTO clutch pressure: about 200-300 psi (14-20 bar) on many utility tractors (check the service manual)"],
        safety: [PTO_ENTANGLE, RUNNING_CHECK, "Remove the implement driveline before running the PTO for tests."],
      },
      suctionScreen,
      {
        title: "Overhaul the PTO clutch pack",
        description:
          "Split or remove the PTO housing as the manual describes, measure friction disc and steel plate thickness and flatness, replace worn discs, piston seals and sealing rings.",
        safetyLevel: "High Risk",
        estimatedTime: "6-12 h",
        tools: ["Splitting stands or rated supports", "Micrometer", "Torque wrench"],
        parts: ["PTO friction discs and steel plates", "Piston seals", "Sealing rings"],
        safety: [RAISED_LOAD, "Splitting a tractor requires rated stands under both halves."],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-pto-switch-solenoid",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "PTO switch or PTO engagement solenoid valve failed (electro-hydraulic PTO)",
    explanation:
      "On most compact and utility tractors the PTO knob only sends a signal; a worn switch, blown fuse, broken wire or an open solenoid coil means the clutch never gets oil, so the PTO will not engage.",
    symptoms: [
      "pto wont engage",
      "pto switch does nothing",
      "rear pto not turning",
      "pto light comes on but shaft doesnt spin",
      "pto knob broken",
      "mid pto wont engage on compact tractor",
    ],
    keywords: ["pto switch", "pto solenoid", "pto knob", "pto valve", "coil"],
    prior: 2,
    steps: [
      scanCodes,
      fuseRelayCheck,
      { ...switchContinuity, title: "Test the PTO switch", description: "Unplug the PTO switch and check each contact opens and closes as the knob is pulled/turned; check the connector for melted pins." },
      {
        title: "Check voltage and coil at the PTO solenoid",
        description:
          "With the operator seated and the switch on, measure voltage at the PTO solenoid connector and the coil resistance with it unplugged. No voltage points back to the switch, interlocks or wiring; an open or shorted coil means a new coil.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter"],
        specs: ["Typical solenoid coil resistance: roughly 5-15 ohms on 12 V tractors (check the service manual)"],
        parts: ["PTO solenoid coil or valve"],
        safety: [PTO_ENTANGLE, RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-pto-seat-interlock",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "PTO stops or engine dies because the operator-presence (seat) interlock opens",
    explanation:
      "Compact tractors shut the PTO or the engine when the seat switch opens with the PTO on; a weak seat spring, bad switch or bouncing on rough ground does it by design, and a faulty switch does it for no reason.",
    symptoms: [
      "engine dies when i engage the pto",
      "pto shuts off on bumps",
      "tractor stalls when standing up with pto on",
      "mower cuts out when going over bumps",
      "pto kicks off by itself",
    ],
    keywords: ["seat switch", "operator presence", "interlock", "pto shutoff", "opc"],
    makes: ["kubota", "john deere", "mahindra", "kioti", "massey ferguson", "ls", "new holland"],
    prior: 2,
    steps: [
      {
        title: "Reproduce and note the conditions",
        description:
          "Check whether it happens only with the PTO on, on bumps, or when leaning forward. Check the seat adjustment and seat spring: light operators on a stiff seat can open the switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [PTO_ENTANGLE, RUNNING_CHECK],
      },
      switchContinuity,
      {
        title: "Check the PTO switch position contact and the interlock relay",
        description:
          "A PTO switch that reads 'on' when it is off also makes the engine die on standing. Test its off-position contact and swap the interlock/safety relay if fitted.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Digital multimeter"],
        parts: ["Seat switch", "PTO switch", "Interlock relay"],
      },
      testDriveVerify,
    ],
    ref: "operator's manual interlock description; widely reported owner forum pattern",
  },
  {
    id: "tr-m-pto-shear-bolt",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Sheared implement shear bolt or failed slip clutch on the PTO driveline",
    explanation:
      "Rotary cutters, tillers and post-hole diggers protect their gearbox with a shear bolt or friction slip clutch; a hit shears the bolt so the shaft turns but the implement does not, and a rusted slip clutch stops slipping at all.",
    symptoms: [
      "pto turns but brush hog blades dont",
      "sheared pin on the pto",
      "bush hog stopped cutting",
      "slip clutch squealing",
      "post hole digger wont turn",
      "slip clutch wont slip",
    ],
    keywords: ["shear bolt", "shear pin", "slip clutch", "rotary cutter", "bush hog", "friction clutch"],
    prior: 2,
    steps: [
      {
        title: "Inspect the driveline and the shear bolt",
        description:
          "With the engine off and the PTO stopped, turn the driveline by hand and see where drive is lost. Replace a sheared bolt only with the size and grade the implement maker specifies; a harder bolt moves the damage to the gearbox.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Wrenches", "Punch"],
        parts: ["Implement maker's shear bolt and locknut"],
        safety: [PTO_ENTANGLE, LOCKOUT],
      },
      {
        title: "Check and run in the slip clutch",
        description:
          "Measure the slip clutch spring length against the spec. After storage, loosen the spring nuts, run the PTO briefly with the blades held so the discs slip and clean off rust, then retighten to spec. Replace worn or glazed friction discs.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Wrenches", "Tape measure or caliper"],
        specs: ["Typical: spring compressed length per the implement manual; set all springs equal"],
        parts: ["Slip clutch friction discs"],
        safety: [PTO_ENTANGLE, "Use the implement maker's run-in procedure; keep everyone clear of the cutter."],
      },
      {
        title: "Check the implement gearbox",
        description:
          "Check gearbox oil level, and turn the input shaft to feel for rough bearings or backlash before returning to work.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        parts: ["Gearbox oil (typically 80W-90 gear oil)"],
        safety: [LOCKOUT],
      },
    ],
    ref: "implement operator's manuals; common field failure",
  },
  {
    id: "tr-m-pto-driveline-bottoming",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "PTO driveline wrong length (bottoming out) or worn U-joints",
    explanation:
      "A PTO shaft that is too long bottoms out when the hitch raises or turns, pushing into the tractor gearbox; a short shaft can pull apart; dry or worn cross-and-bearing joints knock and vibrate.",
    symptoms: [
      "pto shaft clunks when raising the implement",
      "pto shaft vibrates",
      "u joint knocking",
      "pto shaft came apart",
      "driveline bottoming out",
      "pto shaft bent",
    ],
    keywords: ["driveline", "u-joint", "universal joint", "telescoping shaft", "pto shaft length"],
    prior: 1,
    steps: [
      {
        title: "Measure the driveline at its shortest and longest",
        description:
          "With the engine off, raise and lower the implement through its range and turn tightly while checking the overlap. The tubes must not bottom at the shortest point and must overlap enough at the longest.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Tape measure"],
        specs: ["Typical: at least 1-2 in (25-50 mm) clearance when fully collapsed and tube overlap of about one third of length when extended (check the driveline maker's instructions)"],
        safety: [PTO_ENTANGLE, RAISED_LOAD],
      },
      {
        title: "Inspect U-joints, shields and grease",
        description:
          "Check the cross-and-bearing joints for play, grease all fittings and the telescoping tubes, and confirm the guards turn freely and are intact.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Grease gun"],
        parts: ["U-joint cross and bearing kit", "Driveline shield"],
        safety: [PTO_ENTANGLE, LOCKOUT],
      },
      {
        title: "Shorten or replace the driveline",
        description:
          "Cut both tubes and shields equally per the maker's instructions, deburr and grease, or fit a driveline of the correct series and length.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Hacksaw or cut-off saw", "File"],
        parts: ["PTO driveline of the correct series"],
        safety: ["Wear eye protection when cutting; keep guards on the finished shaft."],
      },
    ],
    ref: "driveline maker instructions; common field failure",
  },
  {
    id: "tr-m-pto-overrunning",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Missing PTO overrunning clutch with a heavy rotary implement (tractor pushed by the mower)",
    explanation:
      "On tractors where the PTO stops with the travel clutch, a heavy spinning cutter keeps driving the PTO after the clutch is pressed and pushes the tractor forward; an overrunning coupler lets the implement freewheel.",
    symptoms: [
      "bush hog pushes the tractor when i push the clutch",
      "tractor keeps moving after clutch in with rotary cutter",
      "mower drives the tractor",
      "cant stop with the brush hog running",
      "pto freewheel needed",
    ],
    keywords: ["overrunning clutch", "over running coupler", "freewheel", "live pto", "rotary cutter"],
    prior: 0.8,
    steps: [
      {
        title: "Identify the PTO type",
        description:
          "Check the operator's manual: transmission PTO and live two-stage PTO tractors need an overrunning coupler for heavy rotary implements; most independent PTO tractors already have a PTO brake and do not.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Fit an overrunning coupler",
        description:
          "Install the overrunning coupler on the tractor PTO stub with the correct spline count, locked by its pin or collar, before the implement driveline.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        parts: ["PTO overrunning coupler with the correct spline (e.g. 1 3/8 in 6-spline)"],
        safety: [PTO_ENTANGLE, LOCKOUT],
      },
      testDriveVerify,
    ],
    ref: "implement and tractor operator's manuals",
  },
  {
    id: "tr-m-pto-two-stage-clutch",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Dual-stage (two-stage) clutch out of adjustment or worn: PTO will not stop, grinds or slips",
    explanation:
      "With a live two-stage clutch, the first pedal stage releases travel and the second releases the PTO; worn linings or wrong finger/pedal adjustment leave the PTO turning with the pedal down, or slipping under load.",
    symptoms: [
      "pto wont stop when clutch pushed all the way down",
      "pto keeps turning with clutch in",
      "live pto slipping",
      "old tractor pto wont disengage",
      "grinding when engaging pto lever",
      "pto grinds going in even with the clutch pushed all the way down",
    ],
    keywords: ["two stage clutch", "dual clutch", "live pto", "clutch adjustment", "release fingers"],
    prior: 0.7,
    steps: [
      {
        title: "Measure pedal free play and second-stage travel",
        description:
          "Measure clutch pedal free play and check that the second stage is reached before the pedal hits the floor. Adjust the linkage as the manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Tape measure", "Wrenches"],
        specs: ["Typical pedal free play: about 0.8-1.2 in (20-30 mm) (check the service manual)"],
        safety: [LOCKOUT],
      },
      {
        title: "Test PTO release on the stand",
        description:
          "Start the engine with no implement attached, press the pedal fully, and try to engage/disengage the PTO lever: grinding or turning means it still drags.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [PTO_ENTANGLE, RUNNING_CHECK],
      },
      {
        title: "Split the tractor and adjust or replace the clutch",
        description:
          "If adjustment does not cure it, split the tractor, set the release finger heights with the gauge/jig and replace worn discs, pressure plate or release bearing.",
        safetyLevel: "High Risk",
        estimatedTime: "8-12 h",
        tools: ["Splitting stands", "Clutch alignment tool", "Finger height gauge"],
        parts: ["Dual clutch assembly or discs", "Release bearing", "Pilot bearing"],
        safety: [RAISED_LOAD, "Splitting a tractor requires rated stands under both halves."],
      },
    ],
    ref: "service manuals of older utility tractors; common field failure",
  },
  {
    id: "tr-m-pto-brake",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Worn or failed PTO brake (PTO keeps turning or creeps after switching off)",
    explanation:
      "Independent PTOs have a brake that stops the shaft when the clutch releases; worn brake linings or low oil let the shaft keep spinning or creep when disengaged, which is dangerous when hitching.",
    symptoms: [
      "pto keeps spinning after turning it off",
      "pto shaft creeps when disengaged",
      "pto shaft turning with pto off",
      "takes a long time for pto to stop",
      "pto brake not working",
    ],
    keywords: ["pto brake", "creep", "coast down", "independent pto"],
    prior: 0.8,
    steps: [
      hydraulicLevel,
      {
        title: "Check PTO coast-down and creep with the driveline removed",
        description:
          "Remove the implement, run at idle, switch the PTO off and watch the stub: it should stop within a few seconds and stay still. In cold weather some drag from thick oil is normal until warm.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [PTO_ENTANGLE, RUNNING_CHECK],
      },
      {
        title: "Inspect the PTO brake and clutch release",
        description:
          "Per the manual, remove the PTO housing cover and measure brake lining wear and the clutch pack release; replace the brake parts and any warped discs.",
        safetyLevel: "High Risk",
        estimatedTime: "3-8 h",
        tools: ["Socket set", "Micrometer"],
        parts: ["PTO brake band/pads", "Clutch discs"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-pto-mid-drive-shaft",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Worn mid-PTO drive shaft, U-joints or coupler to a mid-mount mower",
    explanation:
      "The short shaft from the compact tractor mid-PTO to the mower gearbox wears at its U-joints and spline couplers, or is not fully locked on, causing clunks, vibration or no drive to the deck.",
    symptoms: [
      "mid mount mower wont turn but pto is on",
      "clunking from under the tractor with mower on",
      "mower drive shaft vibrates",
      "mmm driveshaft keeps falling off",
      "mid pto shaft worn",
    ],
    keywords: ["mid pto", "mmm", "mower driveshaft", "u-joint", "quick coupler"],
    makes: ["kubota", "john deere", "massey ferguson", "kioti", "ls", "mahindra"],
    prior: 1,
    steps: [
      {
        title: "Inspect the mid-PTO shaft and couplers",
        description:
          "With the engine off and key out, check the locking collars are seated on both splines, the U-joints for play and the splines for wear; grease all fittings and the slip joint.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Grease gun", "Flashlight"],
        parts: ["Mower drive shaft", "U-joint kit", "Locking collar parts"],
        safety: [PTO_ENTANGLE, MOWER_BLADES],
      },
      {
        title: "Check the mid-PTO engagement",
        description:
          "With the shaft disconnected, engage the mid PTO at idle and confirm the stub turns; if not, treat it as a PTO switch/selector fault.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [PTO_ENTANGLE, RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "common field failure on compact tractors",
  },
];
