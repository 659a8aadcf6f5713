import type { FaultEntry, StepTemplate } from "../../../types.ts";
import {
  CAR_PARK,
  HOT_FLUID,
  LIFT_SAFETY,
  RUNNING_ENGINE,
  STEERING_RISK,
  alignmentCheck,
  moduleScan,
  raiseAndSupport,
  verifyRepair,
} from "./steps.ts";

const psFluidCheck: StepTemplate = {
  title: "Check power steering fluid level and condition",
  description:
    "With the engine off, check the reservoir level on the cold or hot mark as printed. Foamy or milky fluid means air is being drawn in; dark fluid with a burnt smell means overheating; black specks mean worn hoses or pump.",
  safetyLevel: "Safety Required",
  estimatedTime: "5-10 min",
  tools: ["Clean rag", "Flashlight"],
  parts: ["Power steering fluid of the exact type on the cap or in the manual (many Hondas, Toyotas and European cars need their own fluid, not ATF)"],
  safety: [HOT_FLUID, CAR_PARK],
};

// Power-assist side of the steering: hydraulic pump, rack, EPS and column lock.
export const steeringEntries: FaultEntry[] = [
  {
    id: "auto-c-ps-fluid-leak",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Low power steering fluid from a leaking hose, pump seal or rack",
    explanation:
      "Hydraulic power steering needs a full reservoir; when a hose or seal leaks, the pump draws air and whines or groans, especially at full lock, and steering gets heavy in bursts.",
    symptoms: [
      "whining noise when turning the steering wheel",
      "power steering fluid leak",
      "groaning when I turn at full lock",
      "steering gets hard sometimes",
      "red or amber fluid dripping near the front",
      "power steering noise in the morning",
    ],
    keywords: ["power steering", "ps fluid", "pressure hose", "return hose", "pump whine"],
    codes: ["P0550", "P0551"],
    prior: 2.5,
    steps: [
      psFluidCheck,
      raiseAndSupport,
      {
        title: "Find the leak",
        description:
          "Clean the area and check the pressure hose crimps, return hose clamps, pump shaft seal, reservoir, and the rack boots (fluid inside a boot means rack seals). Turning lock to lock with a helper (engine running, vehicle on the ground) shows seeping joints.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Degreaser"],
        parts: ["Power steering pressure hose", "Return hose and clamps", "Pump seal kit"],
        safety: [RUNNING_ENGINE, HOT_FLUID],
      },
      {
        title: "Repair, refill and bleed the air out",
        description:
          "Replace the leaking part, refill, then bleed: front wheels off the ground, engine off, turn lock to lock several times, top up; then start and repeat slowly until there is no foam and no noise. Do not hold the wheel at full lock for more than a few seconds.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        safety: [LIFT_SAFETY, RUNNING_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ps-pump-worn",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn power steering pump (low pressure)",
    explanation:
      "A worn pump cannot build full pressure at idle, so steering is heavy when parking and lighter at higher rpm, usually with a whine that follows engine speed even when the fluid is full.",
    symptoms: [
      "steering heavy at low speed but fine when driving",
      "hard to turn the wheel when parking",
      "whining from the pump that follows engine revs",
      "steering wheel jerks when turning slowly",
      "power steering pump going out",
    ],
    keywords: ["power steering pump", "ps pump", "steering pump", "heavy steering"],
    codes: ["P0551"],
    prior: 1.5,
    steps: [
      psFluidCheck,
      {
        title: "Check belt and pulley",
        description: "A glazed or loose drive belt slips under steering load (squeal when turning at standstill). Check tension and the pump pulley for wobble.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        parts: ["Drive belt", "Belt tensioner"],
        safety: [CAR_PARK, "Engine off and key out before touching belts."],
      },
      {
        title: "Pressure-test the pump",
        description:
          "Fit a power steering pressure gauge with a shut-off valve between pump and gear. Close the valve briefly (no more than 5 seconds) to read maximum pump pressure, and compare with the manual; low pressure = pump, normal pump but low pressure when turning = rack/gear.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Power steering pressure gauge with valve"],
        specs: ["Typical maximum pump pressure: about 1000-1500 psi (70-100 bar) - check the service manual"],
        parts: ["Power steering pump", "Pressure hose O-rings"],
        safety: [RUNNING_ENGINE, HOT_FLUID, "Fluid is under high pressure: keep hands and face away from fittings during the test."],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-rack-internal-leak",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn or leaking power steering rack seals (hard steering when cold, rack leak)",
    explanation:
      "The rack's internal seals and spool valve wear grooves in the housing; when cold the fluid bypasses them and steering is heavy for the first minutes ('morning sickness'), and external seals leak fluid into the boots.",
    symptoms: [
      "steering hard when cold in the morning",
      "power steering gets easier after it warms up",
      "fluid in the steering rack boot",
      "steering heavier in one direction",
      "steering rack leaking",
      "wheel doesn't return to center",
    ],
    keywords: ["steering rack", "rack and pinion", "morning sickness", "rack seals", "steering box"],
    prior: 1.5,
    steps: [
      psFluidCheck,
      raiseAndSupport,
      {
        title: "Inspect the rack and compare left/right effort",
        description:
          "Squeeze the rack boots for fluid, check the pinion seal and line fittings on the rack. With the engine running on the ground, compare steering effort each way; heavy one direction or when cold, with a good pump pressure test, points at the rack.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        parts: ["Remanufactured steering rack", "Rack line O-rings", "Outer tie rod ends (if worn)"],
        safety: [LIFT_SAFETY, RUNNING_ENGINE, STEERING_RISK],
      },
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-eps-failure",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Electric power steering (EPS) motor, torque sensor or module fault",
    explanation:
      "Electric power steering uses a motor on the column or rack driven by a module reading a torque sensor; a sensor fault, motor failure, low voltage or lost network signal makes the system drop assist and light the steering warning.",
    symptoms: [
      "power steering assist lost and warning light on",
      "steering suddenly became very heavy",
      "service power steering message",
      "eps light on",
      "steering heavy after jump start",
      "steering feels notchy and heavy",
      "power steering works sometimes",
    ],
    keywords: ["eps", "epas", "electric power steering", "torque sensor", "steering module", "pscm"],
    codes: ["U0131"],
    prior: 1.5,
    steps: [
      moduleScan,
      {
        title: "Check battery voltage and EPS power/ground",
        description:
          "EPS systems draw high current and shut down when voltage sags. Test the battery and charging system, then check the EPS high-current fuse and the module's power and ground under load.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Multimeter", "Battery tester"],
        specs: ["Typical: module supply within about 0.5 V of battery voltage under load (check the wiring diagram)"],
        parts: ["EPS fuse", "Battery"],
        safety: ["Battery gas is explosive: no sparks; wear eye protection."],
      },
      {
        title: "Check recalls and calibrate",
        description:
          "Several manufacturers have recalls or extended coverage for loss of EPS assist: check the VIN. After repair or replacement, run the torque sensor zero and steering angle calibration with the scan tool.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with EPS functions"],
        parts: ["Steering column with EPS motor", "EPS rack assembly", "Power steering control module"],
        safety: [STEERING_RISK],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definition; manufacturer recalls",
  },
  {
    id: "auto-c-mdps-coupler",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn electric power steering (MDPS) flexible coupler on Hyundai/Kia",
    explanation:
      "On several Hyundai and Kia models a small rubber/plastic coupler joins the EPS motor to the steering column; when it wears, the steering clicks, knocks or feels loose when turning at low speed.",
    symptoms: [
      "clicking in the steering wheel when turning",
      "knocking in steering on my elantra",
      "steering wheel clunk at low speed",
      "steering feels loose and clicks",
      "rattle from steering column on bumps",
    ],
    keywords: ["mdps", "flexible coupler", "steering coupler", "eps coupler"],
    makes: ["hyundai", "kia"],
    models: ["elantra", "forte", "soul"],
    prior: 1.2,
    steps: [
      {
        title: "Confirm the click is in the column",
        description:
          "Parked, engine running, rock the steering wheel slightly left and right: a click from under the dash at the EPS motor (not the front wheels) fits the coupler.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARK, RUNNING_ENGINE],
      },
      {
        title: "Check campaigns",
        description: "Hyundai and Kia have issued service bulletins, and on some models extended coverage, for this coupler: check the VIN.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Replace the coupler",
        description:
          "Remove the lower column covers, unbolt the EPS motor, replace the coupler, refit and run the EPS calibration with a scan tool if required.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        parts: ["MDPS flexible coupler"],
        safety: ["Disconnect the battery negative before unplugging the EPS motor.", STEERING_RISK],
      },
    ],
    ref: "Hyundai/Kia service bulletins; widely reported owner pattern",
  },
  {
    id: "auto-c-nissan-escl",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Failed electronic steering column lock (ESCL) on Nissan/Infiniti",
    explanation:
      "On push-button-start Nissans and Infinitis an electric motor locks the steering column; when the lock motor or its sensor fails, the wheel stays locked or the car refuses to start with a steering lock warning.",
    symptoms: [
      "steering wheel locked and car won't start",
      "steering lock warning light on my altima",
      "push to start not working and steering won't unlock",
      "no clicking sound from the steering column when I press start",
      "check steering lock message",
    ],
    keywords: ["escl", "steering lock", "steering column lock", "push button start"],
    makes: ["nissan", "infiniti"],
    models: ["altima", "maxima", "370z", "g37", "g35", "ex35", "fx35", "murano"],
    prior: 0.8,
    steps: [
      moduleScan,
      {
        title: "Check bulletins and coverage",
        description: "Nissan has issued service bulletins, and on some models extended coverage, for the steering lock: check the VIN before buying parts.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Replace the ESCL unit",
        description:
          "Replace the steering lock unit (and program or register it if the model requires) following the manual; the unit is mounted with shear bolts on some models. Confirm the lock releases on every start.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Electronic steering column lock unit"],
        safety: ["Disconnect the battery negative first; airbags are nearby - follow the SRS disarming procedure if the column covers or airbag must come off."],
      },
    ],
    ref: "Nissan service bulletins; widely reported owner pattern",
  },
];
