import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { LIFT_SAFETY, alignmentCheck, frontEndPlay, lugNutTorque, raiseAndSupport, roadTestReproduce, tyreInspect } from "./steps.ts";

// Tires, wheels and tire-pressure monitoring.
const tpmsScan: StepTemplate = {
  title: "Read every TPMS sensor with a TPMS tool",
  description:
    "Trigger each wheel's sensor with a TPMS activation tool and record its ID, pressure, temperature and battery status. A sensor that does not respond, or reports a low battery, is the faulty one; compare the IDs with those stored in the vehicle.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-15 min",
  tools: ["TPMS activation/relearn tool", "Tire pressure gauge"],
};

const tpmsRelearn: StepTemplate = {
  title: "Relearn sensor positions",
  description:
    "After a rotation, a new sensor or new wheels, run the relearn the manufacturer specifies: automatic (drive 10-20 minutes above about 25 mph), stationary with a TPMS tool in a set order, or via the OBD port. Set pressures to the placard first.",
  safetyLevel: "Low Risk",
  estimatedTime: "10-20 min",
  tools: ["TPMS relearn tool (if required)"],
};

const balance: StepTemplate = {
  title: "Balance the wheels (road-force if possible)",
  description:
    "Remove old weights, clean the rim and balance on a wheel balancer; a road-force balancer also finds out-of-round tires and can match-mount the tire's high spot to the rim's low spot. Check for lost weights and mud packed inside the rim.",
  safetyLevel: "Low Risk",
  estimatedTime: "45-60 min",
  tools: ["Wheel balancer (road-force type preferred)"],
  specs: ["Typical: balance to within about 5 g (0.25 oz) per plane; road-force readings over about 20-30 lb on a car tire suggest match-mounting or replacement (check the equipment guide)"],
  parts: ["Wheel weights"],
};

export const tyreEntries: FaultEntry[] = [
  {
    id: "auto-c-tpms-sensor-battery",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Dead TPMS sensor battery or failed tire pressure sensor",
    explanation:
      "Each direct TPMS sensor inside the wheel runs on a sealed battery that lasts roughly 5-10 years; when it dies (or a sensor is damaged at a tire change), the TPMS light flashes for about a minute at start-up and then stays on.",
    symptoms: [
      "tpms light flashing then stays on",
      "tire pressure light on but tires are fine",
      "tire pressure monitor fault",
      "one tire shows no reading on the dash",
      "service tire monitor system message",
      "tpms light after new tires",
    ],
    keywords: ["tpms", "tire pressure sensor", "tire pressure sensor", "valve stem sensor", "service tpms"],
    codes: ["C0750", "C0755", "C0760", "C0765"],
    prior: 2.5,
    steps: [
      tyreInspect,
      tpmsScan,
      {
        title: "Replace the failed sensor",
        description:
          "Have the tire dismounted, fit the correct sensor (OE or programmable aftermarket cloned to the vehicle) with a new valve core, seal and nut, torque the nut to spec, then relearn.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Tire changer", "Valve core tool", "Torque wrench (in·lb)"],
        specs: ["Typical sensor nut torque: about 4-8 N·m (35-70 in·lb) - check the sensor maker's spec"],
        parts: ["TPMS sensor", "TPMS service kit (seal, nut, core, cap)"],
        safety: [LIFT_SAFETY, "Deflate the tire fully before breaking the bead; never exceed the bead-seating pressure on the sidewall."],
      },
      tpmsRelearn,
    ],
    ref: "GM TPMS C-code definitions; common shop failure",
  },
  {
    id: "auto-c-tpms-cold-low-pressure",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "TPMS warning from genuinely low pressure (cold weather or not set to the placard)",
    explanation:
      "Tire pressure drops about 1 psi for every 10 °F (roughly 0.07 bar per 5-6 °C) of temperature fall, so the first cold morning lights the TPMS warning on tires that were borderline; a steady (not flashing) light means at least one tire is low.",
    symptoms: [
      "tire pressure light came on when it got cold",
      "tpms light on in the morning and goes off later",
      "low tire pressure warning",
      "tire light on solid",
      "tpms light on after filling tires to 44 psi",
    ],
    keywords: ["tpms", "low tire pressure", "placard", "cold weather", "tire light"],
    prior: 2.5,
    steps: [
      {
        title: "Set all pressures cold to the placard",
        description:
          "Before driving (tires cold), set every tire, including a monitored spare, to the pressure on the door-jamb placard - not the 'max pressure' on the sidewall. Then drive a few minutes for the light to go out.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Tire pressure gauge", "Air compressor"],
        specs: ["Typical: about 1 psi loss per 10 °F (5.6 °C) drop in temperature"],
      },
      tyreInspect,
      tpmsRelearn,
    ],
    ref: "NHTSA TPMS guidance; tire manufacturer guidance",
  },
  {
    id: "auto-c-slow-leak",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Slow tire leak from a nail, corroded rim bead or leaking valve stem",
    explanation:
      "One tire that needs air every week or two almost always has a puncture in the tread, a bead leaking on a corroded alloy rim, or a cracked rubber valve stem or leaking TPMS valve core.",
    symptoms: [
      "one tire keeps losing air",
      "slow leak in my tire",
      "have to fill the same tire every week",
      "tire flat in the morning",
      "nail in tire",
      "tire loses air in cold weather",
    ],
    keywords: ["slow leak", "puncture", "nail", "bead leak", "valve stem", "flat tire"],
    prior: 2.5,
    steps: [
      tyreInspect,
      {
        title: "Soap-test the tire",
        description:
          "Inflate to the placard pressure and spray soapy water over the tread, sidewalls, bead area against the rim and the valve stem (push it sideways). Growing bubbles show the leak.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Spray bottle with soapy water", "Tire pressure gauge"],
      },
      {
        title: "Repair properly from inside or replace",
        description:
          "Tread punctures up to about 6 mm (1/4 in) outside the shoulder can be repaired with a plug-patch from inside the tire; sidewall or shoulder damage means replacement. Bead leaks need the rim cleaned and sealed; replace rubber valve stems.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Tire changer", "Bead sealer"],
        parts: ["Plug-patch repair unit", "Valve stem", "Tire"],
        safety: [LIFT_SAFETY, "Never repair a tire that was driven flat - the inner sidewall may be damaged."],
      },
      lugNutTorque,
    ],
    ref: "USTMA (tire industry) repair guidelines; common shop failure",
  },
  {
    id: "auto-c-wheel-balance-vibration",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Wheel out of balance (vibration at highway speed)",
    explanation:
      "A lost or shifted balance weight, uneven wear or mud in the rim makes a wheel heavy on one side; it shakes the steering wheel (front) or the seat (rear) in a band around 55-75 mph and gets better above or below it.",
    symptoms: [
      "steering wheel shakes at 60 mph",
      "vibration at highway speed",
      "car shakes between 55 and 70",
      "shimmy in steering wheel after new tires",
      "seat vibrates on the freeway",
      "vibration goes away above 75",
    ],
    keywords: ["wheel balance", "balancing", "wheel weights", "shimmy", "highway vibration"],
    prior: 3,
    steps: [
      roadTestReproduce,
      tyreInspect,
      balance,
      {
        title: "Check hub-centric fit and runout",
        description:
          "If balancing does not cure it, check rim and tire runout on the balancer, that aftermarket wheels use the right hub-centric rings, and for a bent rim.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Dial indicator"],
        specs: ["Typical maximum radial/lateral runout: about 1 mm (0.040 in) for an alloy wheel (check the service manual)"],
        parts: ["Hub-centric rings", "Wheel"],
        safety: [LIFT_SAFETY],
      },
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-tyre-belt-separation",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Tire with a shifted or separated belt, or a bent wheel",
    explanation:
      "Impacts and age can break or shift a tire's steel belt or bend the rim; the tire then runs out of round, giving a low-speed wobble or thump that balancing cannot fix, and a separating belt can blow out.",
    symptoms: [
      "car wobbles at low speed",
      "thumping noise that gets faster with speed",
      "bulge on the tire",
      "tire has a lump on the tread",
      "vibration started after hitting a pothole",
      "car pulls and shakes since the pothole",
    ],
    keywords: ["belt separation", "bulge", "out of round", "bent rim", "tire bubble"],
    prior: 1.2,
    steps: [
      {
        title: "Inspect and feel the tire",
        description:
          "Look at each tire for bulges on the sidewall and a wavy or lumpy tread (run a gloved hand over the tread), and at the rim edge for bends or cracks. A bulge means do not drive on the tire - fit the spare.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["A bulging tire can burst: fit the spare before driving further.", LIFT_SAFETY],
      },
      raiseAndSupport,
      {
        title: "Spin-check for runout",
        description: "Spin each wheel slowly (or on a balancer) and watch the tread and rim lip against a fixed pointer for hop and wobble.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Dial indicator or fixed pointer"],
        parts: ["Tire", "Wheel"],
        safety: [LIFT_SAFETY],
      },
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-tyre-edge-wear-alignment",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Tire wear on the inner or outer edge from toe or camber misalignment",
    explanation:
      "Wrong toe scrubs the tire sideways, leaving feathered edges; too much negative camber wears the inside shoulder. Lowered cars and worn suspension parts make it worse, and the inner edge wear is often hidden until the cords show.",
    symptoms: [
      "inside of the front tires are bald",
      "tires wearing on the inner edge",
      "outer edge of tire worn",
      "feathered tire tread",
      "new tires wearing fast",
      "cords showing on the inside of the tire",
    ],
    keywords: ["uneven tire wear", "inner edge wear", "toe", "camber", "feathering"],
    prior: 2,
    steps: [
      tyreInspect,
      raiseAndSupport,
      frontEndPlay,
      alignmentCheck,
      {
        title: "Replace worn tires and rotate",
        description: "Replace tires with cords or below the legal tread, then rotate every 8,000-12,000 km (5,000-7,500 miles) as the owner's manual says.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Tires"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "tire manufacturer wear guides; common shop failure",
  },
  {
    id: "auto-c-tyre-cupping",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Cupped (scalloped) tire wear from worn shocks or lack of rotation",
    explanation:
      "When dampers are weak the tire bounces and scrubs in patches, wearing dips around the tread; the result is a loud rhythmic hum or 'wub-wub' that is often mistaken for a wheel bearing.",
    symptoms: [
      "tires are cupped",
      "wub wub noise that changes with speed",
      "humming noise from tires",
      "scalloped tread on rear tires",
      "tire noise got louder over the months",
    ],
    keywords: ["cupping", "scalloping", "tire noise", "tread noise"],
    prior: 1.5,
    steps: [
      tyreInspect,
      roadTestReproduce,
      {
        title: "Check shocks and balance",
        description: "Bounce-test each corner and inspect shocks for leaks; check balance. Cupping on rear tires of front-drive cars is also common without rotation.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["Shock absorbers or struts", "Tires"],
      },
      alignmentCheck,
    ],
    ref: "tire manufacturer wear guides",
  },
  {
    id: "auto-c-tyre-inflation-wear",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Tire wear from wrong inflation (center wear = over, both edges = under)",
    explanation:
      "Over-inflated tires bulge in the middle and wear the center; under-inflated tires sag and wear both shoulders, run hot and waste fuel, and a badly under-inflated tire can fail.",
    symptoms: [
      "tires worn in the middle",
      "both edges of the tire worn",
      "car feels bouncy and tires bald in the center",
      "steering feels heavy and tires worn on the outsides",
      "tires always low",
    ],
    keywords: ["tire pressure", "over inflation", "under inflation", "center wear", "shoulder wear"],
    prior: 1.5,
    steps: [
      tyreInspect,
      {
        title: "Set and keep pressures to the placard",
        description: "Check pressures monthly with the tires cold and set them to the door-jamb placard; note that a tire losing pressure regularly has a leak.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Tire pressure gauge"],
      },
      {
        title: "Replace tires worn to the limit",
        description: "Replace tires at or below the wear bars; a tire with a cord showing anywhere must not be driven.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Tires"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "tire manufacturer wear guides",
  },
  {
    id: "auto-c-loose-lug-nuts",
    vehicleTypes: ["automotive"],
    system: "tracks-tyres",
    cause: "Loose lug nuts or wheel not torqued after a tire change",
    explanation:
      "Wheels fitted with an impact gun but not torqued, or not re-checked after fitting, can work loose; the wheel clicks or clunks, wobbles, and can come off, damaging the studs on the way.",
    symptoms: [
      "clicking noise from wheel after getting new tires",
      "wheel wobble and clunking after tire rotation",
      "clunk at low speed that follows wheel speed",
      "lug nuts loose",
      "vibration started right after a tire shop visit",
    ],
    keywords: ["lug nuts", "wheel nuts", "lug bolts", "wheel studs", "torque"],
    prior: 1,
    steps: [
      {
        title: "Stop and check the lug nuts",
        description:
          "Pull over safely and check each wheel's nuts with the lug wrench. If any are loose, tighten them in a star pattern and drive slowly to a shop; a wheel that has run loose may have stretched or broken studs.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Lug wrench"],
        safety: ["Stop well off the road with hazard lights on; a loose wheel can detach."],
      },
      raiseAndSupport,
      {
        title: "Inspect studs, nuts and wheel seats",
        description:
          "Remove the wheel and check studs for stretched or damaged threads, nuts for rounded seats, and the wheel's nut seats for elongation. Replace damaged parts and clean rust from the hub and wheel mating faces.",
        safetyLevel: "High Risk",
        estimatedTime: "20-45 min",
        parts: ["Wheel studs", "Lug nuts of the correct seat type (conical, ball or flat)"],
        safety: [LIFT_SAFETY],
      },
      lugNutTorque,
    ],
    ref: "tire industry torque guidance; common shop failure",
  },
];
