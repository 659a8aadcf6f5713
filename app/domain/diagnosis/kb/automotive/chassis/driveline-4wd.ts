import type { FaultEntry } from "../../../types.ts";
import { scanCodes } from "../../../steps-common.ts";
import { HOT_FLUID, LIFT_SAFETY, circuitTest, moduleScan, raiseAndSupport, tyreInspect, verifyRepair } from "./steps.ts";

// Transfer cases, front axle engagement and AWD couplings.
export const driveline4wdEntries: FaultEntry[] = [
  {
    id: "auto-c-ford-iwe-vacuum",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Vacuum leak or failed solenoid in Ford integrated wheel end (IWE) hubs",
    explanation:
      "Ford 4x4 F-150s and Expeditions hold the front hubs disengaged with engine vacuum; a cracked vacuum line, leaking check valve or seals lets the hubs partly engage in 2WD (grinding) or fail to lock in 4WD.",
    symptoms: [
      "grinding noise from front wheels in 2wd",
      "f-150 front hub grinding when accelerating",
      "4x4 light comes on but front wheels don't pull",
      "ratcheting noise from front end on startup",
      "grinding that stops when I put it in 4wd",
      "clicking from the front hubs",
    ],
    keywords: ["iwe", "integrated wheel end", "vacuum hub", "4x4 solenoid", "hub actuator"],
    makes: ["ford", "lincoln"],
    models: ["f-150", "f150", "expedition", "mark lt", "navigator"],
    prior: 1.5,
    steps: [
      raiseAndSupport,
      {
        title: "Vacuum-test the IWE system",
        description:
          "With a hand vacuum pump, apply vacuum to the IWE supply line: it should hold steady. If it leaks down, test each hub and the line separately. Check the IWE solenoid and the vacuum check valve/reservoir under the hood.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Hand vacuum pump with gauge"],
        specs: ["Typical: holds about 15-20 inHg with no leak-down for one minute (check the service manual)"],
        parts: ["IWE vacuum line kit", "IWE solenoid", "Vacuum check valve", "IWE hub actuator"],
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "Ford service information; widely reported owner pattern",
  },
  {
    id: "auto-c-transfer-case-shift-motor",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed transfer case shift motor (encoder motor/actuator) or transfer case control module",
    explanation:
      "Electric-shift 4WD trucks and SUVs move the transfer case with a small motor and position encoder; worn motor contacts, corroded connectors or a failed control module leave it stuck in one range, flashing the 4WD light or showing 'Service 4WD'.",
    symptoms: [
      "service 4wd light on",
      "4wd won't engage",
      "4hi light flashing",
      "stuck in 4 wheel drive",
      "transfer case won't shift into 4 low",
      "4x4 buttons not working",
      "grinding noise from the transfer case when I select 4wd",
    ],
    keywords: ["encoder motor", "transfer case motor", "shift motor", "transfer case actuator", "service 4wd", "tccm", "4wd switch"],
    makes: ["chevrolet", "chevy", "gmc", "ford", "jeep", "ram"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "f-150", "f150", "expedition", "grand cherokee", "1500"],
    prior: 1.5,
    steps: [
      moduleScan,
      {
        title: "Check the shift motor connector and power",
        description:
          "At the shift motor on the transfer case, look for corrosion and water in the connector, then check power and ground while the 4WD switch is operated and the motor's position (encoder) signal in live data. A motor that works again briefly after tapping it is worn.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        tools: ["Multimeter", "Wiring diagram", "Scan tool"],
        parts: ["Transfer case shift (encoder) motor", "Transfer case control module", "4WD selector switch"],
        safety: [LIFT_SAFETY],
      },
      circuitTest,
      {
        title: "Check the transfer case itself",
        description:
          "If the motor turns the shift shaft but the range does not change, or the motor is overloaded, check fluid level and the internal shift fork/shift shaft; a motor forced against a binding transfer case fails again.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        parts: ["Transfer case fluid", "Shift fork"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      verifyRepair,
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-transfer-case-chain",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Stretched transfer case chain or low transfer case fluid",
    explanation:
      "Chain-drive transfer cases wear their chain and pump when the fluid is low or old; a stretched chain slaps the housing, causing clunks and grinding, and can jump teeth under load.",
    symptoms: [
      "clunk from the transfer case when accelerating",
      "grinding noise in 4wd",
      "slapping noise from under the truck",
      "transfer case leaking fluid",
      "banging when engaging 4 wheel drive",
    ],
    keywords: ["transfer case", "t-case", "chain", "4wd", "tcase fluid"],
    prior: 1,
    steps: [
      raiseAndSupport,
      {
        title: "Check transfer case fluid level and condition",
        description:
          "Remove the fill plug first and check the level; inspect drained fluid and the drain plug magnet for metal. Check output shaft seals and the case for leaks.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        parts: ["Transfer case fluid of the exact specification (ATF or a specific transfer case fluid)"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Measure driveline free play",
        description:
          "With the transmission in Park and one axle lifted, rotate the front and rear driveshafts by hand and compare free play with the manual. Excess play with clean fluid points at a stretched chain or worn splines - repair by rebuild or exchange unit.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        parts: ["Transfer case chain", "Rebuild kit"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-front-axle-actuator",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed front axle disconnect actuator (4WD light on but front wheels not driving)",
    explanation:
      "Many part-time 4WD trucks use an electric or vacuum actuator on the front axle to connect one axle shaft; if it fails the transfer case shifts but no drive reaches the front wheels.",
    symptoms: [
      "4wd light is on but front wheels don't spin",
      "stuck in mud in 4wd and only rear wheels turning",
      "front axle not engaging",
      "clicking from the front differential in 4x4",
      "4wd indicator flashing",
    ],
    keywords: ["front axle actuator", "cad", "axle disconnect", "4wd actuator"],
    prior: 1,
    steps: [
      scanCodes,
      raiseAndSupport,
      {
        title: "Check actuator operation",
        description:
          "With the front axle lifted, select 4WD and turn one front wheel by hand: with the axle engaged, the front driveshaft should turn. Check actuator power/ground (electric) or vacuum supply and hold (vacuum), and look for a broken actuator plunger or shift fork.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Multimeter", "Hand vacuum pump"],
        parts: ["Front axle actuator", "Vacuum lines", "Shift fork"],
        safety: [LIFT_SAFETY, "Engine off and key out while turning wheels by hand."],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ford-ptu-failure",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Overheated or leaking AWD power transfer unit (PTU) on Ford/Lincoln crossovers",
    explanation:
      "The small power transfer unit that feeds the rear driveshaft sits next to the exhaust and holds little oil; the oil cooks and leaks, and once low the gears and bearings fail, giving a burnt smell, grinding or loss of AWD.",
    symptoms: [
      "burning oil smell from the passenger side",
      "grinding noise from the front of my explorer",
      "awd stopped working on my edge",
      "gear oil leaking near the transmission",
      "whining from front when accelerating",
      "front driveshaft spins but no power to rear",
    ],
    keywords: ["ptu", "power transfer unit", "transfer case", "awd", "gear oil", "rear drive"],
    makes: ["ford", "lincoln"],
    models: ["edge", "explorer", "flex", "taurus", "escape", "mkx", "mkt", "fusion"],
    prior: 1.2,
    steps: [
      raiseAndSupport,
      {
        title: "Check PTU oil level, smell and leaks",
        description:
          "Remove the PTU fill plug and check level; burnt, black oil or metal means internal wear. Check the seals where the axle and rear driveshaft leave the PTU.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        parts: ["Gear oil of the specified grade", "PTU seals", "PTU assembly"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Service more often",
        description: "After repair, change the PTU oil more often than the normal schedule if the vehicle tows or works hard, since heat is the usual killer.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-haldex-coupling",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed Haldex AWD coupling pump or clogged coupling filter (VW/Audi/Volvo)",
    explanation:
      "Haldex-type AWD couplings use an electric pump to press a clutch pack; if the pump fails or its filter clogs because the coupling oil was never changed, the car becomes front-drive only and may set an AWD fault.",
    symptoms: [
      "awd not working in snow",
      "front wheels spin and rear doesn't engage",
      "4motion fault message",
      "only front wheel drive in my tiguan",
      "haldex pump not running",
    ],
    keywords: ["haldex", "4motion", "quattro", "awd coupling", "awd pump"],
    makes: ["volkswagen", "vw", "audi", "volvo"],
    models: ["tiguan", "golf r", "golf alltrack", "a3", "tt", "q3", "xc60", "xc90", "atlas"],
    prior: 0.8,
    steps: [
      moduleScan,
      {
        title: "Service the coupling oil and filter",
        description:
          "Drain the coupling, replace the filter where fitted, clean the pump screen and refill with the specified Haldex oil. Then check the pump runs (it usually primes with ignition on) using the scan tool output test.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["Fluid pump", "VW/Audi-capable scan tool"],
        parts: ["Haldex coupling oil", "Coupling filter", "Haldex pump"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      verifyRepair,
    ],
    ref: "manufacturer maintenance schedule; common shop failure",
  },
  {
    id: "auto-c-awd-torque-bind-tyres",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "AWD driveline bind from mismatched tire sizes or wear",
    explanation:
      "Full-time AWD systems (notably Subaru) need all four tires the same size and close in tread depth; one new or different tire turns at a different speed and the center coupling constantly slips, causing binding in turns and eventually coupling damage.",
    symptoms: [
      "binding feeling when turning slowly",
      "subaru hops in tight turns",
      "shudder in parking lots after buying one new tire",
      "car feels like the brakes are on when turning",
      "awd driveline bind",
    ],
    keywords: ["torque bind", "awd", "viscous coupling", "tire circumference", "mismatched tires"],
    makes: ["subaru", "audi"],
    prior: 1,
    steps: [
      tyreInspect,
      {
        title: "Compare tire sizes and circumferences",
        description:
          "Check all four tires are the same brand, model and size, and measure tread depth or rolling circumference on each. Replace tires in a set of four (or shave a new tire to match) as the manufacturer requires.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Tread depth gauge", "Tape measure"],
        specs: ["Typical Subaru limit: rolling circumference within about 6 mm (1/4 in) of each other (check the owner's manual)"],
      },
      {
        title: "Check the center coupling after correcting the tires",
        description: "If binding continues with matched tires, the center viscous coupling or transfer clutch is damaged and needs testing by a specialist.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Center viscous coupling or transfer clutch"],
      },
    ],
    ref: "Subaru owner's manual guidance on tire matching",
  },
  {
    id: "auto-c-part-time-4wd-dry-pavement",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Driveline wind-up from using part-time 4WD on dry pavement",
    explanation:
      "Part-time 4WD locks front and rear driveshafts together; on grippy pavement the front and rear travel different distances in turns, so the driveline winds up, tires scrub and the truck hops, and it can break parts.",
    symptoms: [
      "truck hops when turning in 4wd",
      "steering feels heavy and tires squeal in 4x4 on the road",
      "can't get it out of 4wd after driving on pavement",
      "bang when turning in four wheel drive",
      "binding in turns in 4 high",
    ],
    keywords: ["4wd", "4x4", "wind up", "binding", "part time 4wd", "4 high"],
    prior: 1,
    steps: [
      {
        title: "Shift back to 2WD correctly",
        description:
          "On pavement use 2WD (or AUTO if fitted). To release wind-up, drive straight a short distance, or reverse a few meters in a straight line, while shifting to 2WD.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Do this only where it is safe to stop and reverse."],
      },
      raiseAndSupport,
      {
        title: "Inspect for damage after heavy wind-up",
        description: "Check U-joints, CV joints, the front diff and transfer case for damage or leaks if the vehicle banged or hopped hard.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "owner's manual 4WD usage guidance",
  },
];
