import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { BRAKE_DUST, BRAKE_FLUID, LIFT_SAFETY, brakeInspect, brakeTestDrive, lugNutTorque, raiseAndSupport } from "./steps.ts";

// Pads, rotors, calipers, drums and parking brakes.
const padRotorReplace: StepTemplate = {
  title: "Replace pads (and rotors if needed) as an axle set",
  description:
    "Replace pads on both sides of the axle, replace or machine rotors that are below minimum thickness or scored, clean and lubricate the caliper slide pins and pad abutments with high-temperature brake grease, fit new hardware clips, and torque caliper bracket bolts. Push pistons back slowly with the bleeder open to avoid pushing dirty fluid back into the ABS unit.",
  safetyLevel: "High Risk",
  estimatedTime: "1-2 h per axle",
  tools: ["Caliper piston tool", "Torque wrench", "Wire brush", "Brake cleaner"],
  specs: ["Typical caliper bracket bolt torque: 80-150 N·m (60-110 lb·ft); slide pin bolts 25-35 N·m (18-26 lb·ft) - check the service manual"],
  parts: ["Brake pad set with hardware", "Brake rotors", "High-temperature brake grease"],
  safety: [LIFT_SAFETY, BRAKE_DUST, BRAKE_FLUID],
};

const caliperCheck: StepTemplate = {
  title: "Check the caliper piston and slide pins",
  description:
    "Remove the caliper, check the piston dust boot for tears and rust, push the piston back (it should move smoothly with steady pressure) and pull the slide pins: they must slide freely by hand with intact boots. Compare inner and outer pad wear.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min per wheel",
  tools: ["C-clamp or piston tool", "Socket set", "Bungee cord to hang the caliper"],
  parts: ["Caliper slide pin kit", "Remanufactured brake caliper", "Brake hose"],
  safety: [LIFT_SAFETY, BRAKE_DUST, "Never let the caliper hang on its brake hose."],
};

export const brakesFrictionEntries: FaultEntry[] = [
  {
    id: "auto-c-brake-pads-worn-squeal",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Brake pads worn down to the wear indicator",
    explanation:
      "Most pads have a small steel tab that touches the rotor when about 2-3 mm of lining is left, producing a high-pitched squeal as a warning; some cars use an electric wear sensor that lights a dash warning instead.",
    symptoms: [
      "squealing when driving that stops when I brake",
      "high pitched squeal from the front wheels",
      "brake pad warning light on",
      "squeaky brakes",
      "brakes squeak when I drive slowly",
      "screeching noise from wheels",
    ],
    keywords: ["brake pads", "wear indicator", "squealer", "pad sensor", "pads", "brakes"],
    prior: 3,
    steps: [raiseAndSupport, brakeInspect, padRotorReplace, lugNutTorque, brakeTestDrive],
    ref: "common shop failure",
  },
  {
    id: "auto-c-brake-pads-metal-grinding",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Brake pads worn through to the backing plate (metal-to-metal grinding)",
    explanation:
      "When the lining is gone the steel backing plate grinds directly on the rotor, which cuts grooves, overheats and lengthens stopping distance; it is a safety hazard and rotors almost always need replacing.",
    symptoms: [
      "grinding noise when braking",
      "metal on metal sound when I stop",
      "brakes grinding and car takes longer to stop",
      "scraping noise when pressing the brake pedal",
      "grinding from rear brakes",
      "vibration and grinding through the pedal",
    ],
    keywords: ["brake pads", "rotors", "metal to metal", "backing plate", "grinding"],
    prior: 2.5,
    steps: [
      {
        title: "Stop driving and inspect",
        description:
          "Metal-to-metal braking can fail suddenly: drive only to a repair place at low speed, or tow the car.",
        safetyLevel: "High Risk",
        estimatedTime: "5 min",
        safety: ["Brake failure risk - avoid driving until repaired."],
      },
      raiseAndSupport,
      brakeInspect,
      caliperCheck,
      padRotorReplace,
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-rotor-thickness-variation",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Warped brake rotors (rotor thickness variation or excessive runout)",
    explanation:
      "What people call warped rotors is usually uneven thickness from runout, pad material deposits or a hub with rust on its face; each turn the pads squeeze a thicker and thinner spot, pulsing the pedal and shaking the steering wheel when braking.",
    symptoms: [
      "steering wheel shakes when braking",
      "brake pedal pulsates when stopping",
      "vibration when braking at highway speed",
      "warped rotors",
      "car shudders when I brake coming off the freeway",
      "pedal vibrates under my foot",
    ],
    keywords: ["warped rotors", "rotor runout", "pulsation", "brake judder", "disc"],
    prior: 2.5,
    steps: [
      raiseAndSupport,
      {
        title: "Measure rotor runout and thickness variation",
        description:
          "With the lug nuts torqued (use washers if the wheel is off), mount a dial indicator on the knuckle about 10 mm in from the rotor edge and turn the rotor; then measure thickness at 6-8 points around the rotor with a micrometer. Clean rust off the hub face before judging runout.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        tools: ["Dial indicator with magnetic base", "Outside micrometer"],
        specs: [
          "Typical maximum lateral runout: 0.05 mm (0.002 in) - check the service manual",
          "Typical maximum thickness variation: 0.013-0.025 mm (0.0005-0.001 in)",
        ],
        safety: [LIFT_SAFETY, BRAKE_DUST],
      },
      padRotorReplace,
      lugNutTorque,
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-seized-caliper-piston",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Seized brake caliper piston (brake dragging on one wheel)",
    explanation:
      "Rust and moisture under a torn piston boot make the piston stick; the pads stay on the rotor, so one wheel gets very hot, smells burnt, and the car pulls and loses power and fuel economy.",
    symptoms: [
      "car pulls to one side when braking",
      "burning smell from one wheel",
      "one wheel is much hotter than the others",
      "brake dragging",
      "car feels like the parking brake is on",
      "smoke from the front wheel after driving",
      "stuck caliper",
    ],
    keywords: ["caliper", "seized caliper", "sticking caliper", "piston", "dragging brake"],
    prior: 2,
    steps: [
      {
        title: "Compare wheel temperatures after a drive",
        description:
          "After a short drive with light braking, aim an infrared thermometer at each rotor face. One rotor much hotter than its partner on the same axle points at that corner dragging.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Infrared thermometer"],
        specs: ["Typical: rotors on the same axle within about 10-20 °C of each other after gentle driving"],
        safety: ["Rotors and calipers can exceed 200 °C: do not touch them."],
      },
      raiseAndSupport,
      caliperCheck,
      {
        title: "Replace the caliper and bleed that corner",
        description:
          "Replace a seized caliper (in axle pairs if the other is old), fit new copper washers on banjo bolts, bleed the brakes and check that the wheel now spins freely after the pedal is released.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["Line wrench", "Torque wrench", "Bleeder kit"],
        parts: ["Remanufactured or new caliper", "Banjo bolt washers", "Brake fluid"],
        safety: [LIFT_SAFETY, BRAKE_FLUID, BRAKE_DUST],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-seized-slide-pins",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Seized or dry caliper slide pins (uneven or tapered pad wear)",
    explanation:
      "A floating caliper must slide on its pins to press the outer pad; when the pins rust or the grease dries out, one pad does all the work and wears to metal while the other looks new.",
    symptoms: [
      "inner brake pad worn out but outer looks new",
      "pads wearing unevenly",
      "brakes squeal and one pad is tapered",
      "clunk from the caliper when braking",
      "slight pull when braking and poor stopping",
    ],
    keywords: ["slide pins", "guide pins", "caliper bolts", "pad wear"],
    prior: 2,
    steps: [raiseAndSupport, brakeInspect, caliperCheck, padRotorReplace, brakeTestDrive],
    ref: "common shop failure",
  },
  {
    id: "auto-c-collapsed-brake-hose",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Collapsed or internally restricted rubber brake hose",
    explanation:
      "An old flexible brake hose can delaminate inside and act as a one-way valve, so pressure reaches the caliper but cannot return; the brake on that wheel drags or pulls, while a swollen hose gives a soft pedal.",
    symptoms: [
      "car pulls to one side after braking",
      "one brake stays on after releasing the pedal",
      "brake hose cracked",
      "wheel locks up on one side",
      "brakes drag and release after a while",
    ],
    keywords: ["brake hose", "flex line", "brake line", "dragging"],
    prior: 0.8,
    steps: [
      raiseAndSupport,
      {
        title: "Test whether the hose releases pressure",
        description:
          "Apply and release the brake, then try to turn the dragging wheel. If it drags, crack the bleeder: if the wheel frees with a spurt of fluid, the hose is holding pressure. Inspect hoses for cracks, bulges and chafing.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        tools: ["Line wrench", "Bleeder hose and bottle"],
        parts: ["Brake hose", "Banjo washers"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      {
        title: "Replace the hose and bleed",
        description: "Replace the hose (consider both sides), make sure it does not twist or rub through full steering and suspension travel, and bleed the brakes.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-brake-noise-hardware",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Brake squeal from glazed pads or missing anti-rattle hardware and shims",
    explanation:
      "Brake squeal with plenty of lining left is a vibration: glazed pads, missing shims or clips, dry abutments or cheap pads let the pad vibrate against the rotor at an audible frequency.",
    symptoms: [
      "brakes squeal after new pads",
      "squeaking when I stop lightly",
      "rattle from the wheels over bumps",
      "brakes squeak in the morning",
      "loud squeal at low speed stopping",
    ],
    keywords: ["brake squeal", "shims", "anti rattle clip", "glazed pads", "brake grease"],
    prior: 1.5,
    steps: [
      raiseAndSupport,
      brakeInspect,
      {
        title: "Service the hardware",
        description:
          "Clean the abutments, fit new anti-rattle clips and the correct shims, apply brake grease to contact points (never the friction surface), and fit quality pads. A little squeak for the first stops of a cold, damp morning is normal surface rust.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min per axle",
        parts: ["Pad hardware kit", "Pad shims", "Brake grease"],
        safety: [LIFT_SAFETY, BRAKE_DUST],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-drum-brake-adjust",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Rear drum brakes out of adjustment or leaking wheel cylinder",
    explanation:
      "Rear drum brakes self-adjust as the shoes wear, but the adjuster seizes with rust; the pedal sinks lower and the handbrake pulls high. A leaking wheel cylinder soaks the shoes and makes that side grab.",
    symptoms: [
      "low brake pedal that gets better if I pump it",
      "handbrake lever comes up too far",
      "rear brakes grinding",
      "brake fluid on the inside of the rear tire",
      "rear wheel locks up when braking",
      "scraping noise from rear drum",
    ],
    keywords: ["drum brakes", "brake shoes", "wheel cylinder", "self adjuster", "star wheel"],
    prior: 1,
    steps: [
      raiseAndSupport,
      {
        title: "Remove the drums and inspect",
        description:
          "Back off the adjuster if a lip holds the drum. Check shoe lining, springs, the adjuster (it must turn freely), wheel cylinder boots for fluid and the drum diameter against the maximum cast in it.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Brake spoon", "Drum brake spring tools", "Drum micrometer"],
        specs: ["Drum: replace above the maximum diameter cast in the drum; typical shoe replacement at 1.5-2 mm lining (check the service manual)"],
        parts: ["Brake shoes", "Wheel cylinders", "Drum hardware kit", "Brake drums"],
        safety: [LIFT_SAFETY, BRAKE_DUST],
      },
      {
        title: "Rebuild and adjust",
        description:
          "Replace worn parts in axle pairs, lubricate the backing plate contact points and adjuster, adjust shoes to a light drag, bleed if a wheel cylinder was replaced, then set the parking brake.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        safety: [LIFT_SAFETY, BRAKE_DUST, BRAKE_FLUID],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-parking-brake-cable",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Seized or stretched parking brake cable",
    explanation:
      "Parking brake cables rust inside their sheaths; they either stretch so the brake will not hold on a slope, or seize so the rear brakes stay partly applied after releasing the lever.",
    symptoms: [
      "parking brake doesn't hold on a hill",
      "emergency brake won't release",
      "handbrake stuck on",
      "rear wheels dragging after using the e brake",
      "parking brake lever goes all the way up",
    ],
    keywords: ["parking brake", "e-brake", "emergency brake", "handbrake", "cable"],
    prior: 1,
    steps: [
      raiseAndSupport,
      {
        title: "Check cable movement and the rear mechanism",
        description:
          "Apply and release the lever while a helper watches the cables and levers at each rear wheel. A cable that does not spring back is seized; check the drum-in-hat shoes or caliper lever too.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        parts: ["Parking brake cable", "Parking brake shoes (drum-in-hat)"],
        safety: [LIFT_SAFETY, "Chock the front wheels: the parking brake will be released."],
      },
      {
        title: "Replace or adjust and test",
        description:
          "Replace a seized cable, then adjust as the manual says (often a set number of clicks). The vehicle must hold on a slope with the lever at normal travel.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        specs: ["Typical: lever fully applied at about 4-8 clicks (check the service manual)"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
];
