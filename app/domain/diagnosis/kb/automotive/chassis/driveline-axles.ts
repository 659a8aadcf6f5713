import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { HOT_FLUID, LIFT_SAFETY, ROTATING_DRIVELINE, lugNutTorque, raiseAndSupport, roadTestReproduce, verifyRepair } from "./steps.ts";

// CV axles, driveshafts, differentials and wheel bearings.
const inspectCvBoots: StepTemplate = {
  title: "Inspect the CV boots and axle joints",
  description:
    "Turn the steering to full lock and check both inner and outer boots on each front axle (and rear axles on AWD/IRS) for splits, loose clamps and grease flung on the inside of the wheel, suspension and brake parts. Grab the axle and feel for clunking play in the joints.",
  safetyLevel: "High Risk",
  estimatedTime: "15-20 min",
  tools: ["Flashlight"],
  safety: [LIFT_SAFETY],
};

const replaceAxle: StepTemplate = {
  title: "Replace the CV axle or joint",
  description:
    "Replace the complete axle (or the joint and boot if the joint is still quiet and clean). Use a new axle nut, torque it to spec with the wheel on the ground or the hub held, and check the transmission/diff oil level afterwards.",
  safetyLevel: "High Risk",
  estimatedTime: "1-2 h",
  tools: ["Axle nut socket", "Torque wrench", "Ball joint separator or pry bar"],
  specs: ["Typical axle nut torque: 180-330 N·m (130-245 lb·ft) depending on model (check the service manual)"],
  parts: ["CV axle assembly", "Axle nut", "CV boot kit with grease and clamps"],
  safety: [LIFT_SAFETY],
};

const wheelBearingCheck: StepTemplate = {
  title: "Check the wheel bearing for play, roughness and noise",
  description:
    "With the wheel off the ground, rock it at 12 and 6 o'clock (play with the brake applied is the bearing, not a ball joint), then spin it by hand and feel for roughness. On a lift a stethoscope on the knuckle while a helper runs the wheels confirms which corner; the noisy bearing is often the one loaded in the turn that makes it louder.",
  safetyLevel: "High Risk",
  estimatedTime: "20-30 min",
  tools: ["Mechanic's stethoscope", "Dial indicator (optional)"],
  specs: ["Typical hub end play for sealed hub units: under 0.05 mm (0.002 in) - check the service manual"],
  safety: [LIFT_SAFETY, ROTATING_DRIVELINE],
};

export const drivelineAxleEntries: FaultEntry[] = [
  {
    id: "auto-c-cv-joint-outer-click",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn outer CV joint (clicking when turning)",
    explanation:
      "Once a CV boot tears, grease leaks out and dirt gets in, wearing the outer constant-velocity joint until it clicks or pops under load in tight turns.",
    symptoms: [
      "clicking noise when turning",
      "popping sound when making a sharp turn and accelerating",
      "clicking in parking lots at full lock",
      "cv joint clicking",
      "knocking from the front wheel when turning left",
      "grease all over the inside of the wheel",
    ],
    keywords: ["cv joint", "cv axle", "half shaft", "driveshaft", "cv boot", "axle"],
    prior: 2.5,
    steps: [
      {
        title: "Confirm the click in a tight circle",
        description:
          "In an empty lot, drive slowly in a full-lock circle each way while accelerating gently. A rhythmic click that follows wheel speed, louder one way, points at the outer CV joint on the outside wheel of the turn.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Use an empty lot and walking pace; watch for people."],
      },
      raiseAndSupport,
      inspectCvBoots,
      replaceAxle,
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-cv-boot-torn",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Torn CV axle boot leaking grease (joint not yet damaged)",
    explanation:
      "The rubber boot keeps grease in and water out of the CV joint; once split, the joint is quiet for a while but will wear out within months, so catching it early means a cheaper repair.",
    symptoms: [
      "grease splattered on the inside of the tire",
      "black grease on the suspension",
      "cv boot ripped",
      "mechanic said my axle boot is torn",
      "grease leaking near the front wheel",
    ],
    keywords: ["cv boot", "axle boot", "grease", "boot clamp"],
    prior: 2,
    steps: [
      raiseAndSupport,
      inspectCvBoots,
      {
        title: "Decide: boot kit or axle",
        description:
          "If the joint is quiet, has no play and the grease is not gritty, clean it, refill with the kit grease and fit a new boot with proper clamps. If grit or water got in, or the car is high-mileage, a new or quality remanufactured axle is often cheaper in labour.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Boot clamp pliers", "Snap-ring pliers"],
        parts: ["CV boot kit", "CV axle assembly"],
        safety: [LIFT_SAFETY, "Wear nitrile gloves; CV grease is hard to wash off."],
      },
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-inner-cv-vibration",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn inner CV (tripod) joint causing vibration on acceleration",
    explanation:
      "The inner plunging joint lets the axle change length; when its rollers and housing wear, the axle shakes under power, giving a vibration or shudder on acceleration that disappears when coasting.",
    symptoms: [
      "vibration when accelerating that stops when coasting",
      "shudder under load at 30 to 50 mph",
      "car shakes when I step on the gas",
      "clunk when shifting from drive to reverse",
      "side to side shake on acceleration",
    ],
    keywords: ["inner cv", "tripod joint", "plunge joint", "half shaft"],
    prior: 1.2,
    steps: [
      roadTestReproduce,
      raiseAndSupport,
      inspectCvBoots,
      {
        title: "Check engine and transmission mounts too",
        description:
          "A broken engine or transmission mount lets the powertrain move and changes axle angles, causing the same shudder. Watch the engine rock while a helper brakes and gently loads it in Drive and Reverse (feet firmly on the brake), and look for torn rubber.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        parts: ["Engine/transmission mount"],
        safety: ["Stand to the side, never in front of the vehicle; helper holds the brake firmly with the parking brake set.", ROTATING_DRIVELINE],
      },
      replaceAxle,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-u-joint-worn",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn driveshaft universal joint (U-joint)",
    explanation:
      "The needle bearings in a dry or rusted U-joint wear, letting the driveshaft knock and go out of balance; it starts with a squeak when moving off and clunks into gear, then vibration at speed, and a failed joint can drop the shaft.",
    symptoms: [
      "clunk when I put it in drive",
      "squeaking from under the truck when starting to move",
      "vibration that gets worse with speed from the middle of the truck",
      "u joint squeak",
      "clunk when letting off the gas",
      "chirping noise that follows road speed",
    ],
    keywords: ["u-joint", "u joint", "universal joint", "driveshaft", "prop shaft", "yoke"],
    prior: 1.5,
    steps: [
      raiseAndSupport,
      {
        title: "Check the U-joints for play and rust",
        description:
          "Transmission in Neutral, wheels chocked: grip the driveshaft near each joint and twist and lift it against the yoke. Any movement, rust dust around the caps or a joint that is stiff to flex means replacement.",
        safetyLevel: "High Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Pry bar"],
        safety: [LIFT_SAFETY, "Chock the wheels on the ground and apply the parking brake before selecting Neutral."],
      },
      {
        title: "Replace the U-joint and keep the shaft phasing",
        description:
          "Mark the driveshaft to yoke positions before removal so phasing and balance are kept, press in the new joint, fit the snap rings, grease it through the fitting if it has one, and torque the strap or flange bolts.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["U-joint press or vise", "Torque wrench", "Grease gun"],
        specs: ["Typical U-bolt/strap torque: 20-30 N·m (15-22 lb·ft); flange bolts often 95-110 N·m (70-80 lb·ft) - check the service manual"],
        parts: ["U-joint kit", "New strap bolts"],
        safety: [LIFT_SAFETY, "Support the driveshaft when unbolting it - it is heavy and can drop."],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-center-support-bearing",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed driveshaft center support (carrier) bearing on a two-piece driveshaft",
    explanation:
      "Long-wheelbase pickups and vans hold a two-piece driveshaft up with a rubber-mounted center bearing; when the rubber tears or the bearing wears, the shaft shakes, giving vibration on take-off and a rumble under the cab.",
    symptoms: [
      "vibration when accelerating from a stop in my truck",
      "shake under the floor at 20 to 40 mph",
      "rumbling noise from under the middle of the truck",
      "clunk under the cab when I take off",
      "carrier bearing noise",
      "truck vibrates when accelerating from a stop then smooths out",
    ],
    keywords: ["carrier bearing", "center bearing", "center bearing", "two piece driveshaft"],
    prior: 1,
    steps: [
      roadTestReproduce,
      raiseAndSupport,
      {
        title: "Inspect the center bearing",
        description:
          "Check the rubber cushion for cracks or separation, push the shaft up and down near the bearing for movement, and spin the shaft by hand (Neutral, wheels chocked) listening for roughness. Check the bearing bracket bolts and any shims.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        parts: ["Center support bearing assembly", "Mounting bolts"],
        safety: [LIFT_SAFETY],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-diff-whine",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn differential pinion bearings or ring-and-pinion gears (diff whine)",
    explanation:
      "Low or old gear oil and worn pinion bearings let the ring and pinion lose their contact pattern, producing a whine or howl that changes between accelerating and coasting at a particular speed.",
    symptoms: [
      "whine from the rear end at highway speed",
      "howling noise when I let off the gas",
      "humming from the back that changes on acceleration",
      "rear differential noise",
      "whirring from the rear axle getting louder",
      "clunk from the rear diff when taking off",
    ],
    keywords: ["differential", "diff", "rear end", "ring and pinion", "pinion bearing", "gear oil"],
    prior: 1.2,
    steps: [
      roadTestReproduce,
      raiseAndSupport,
      {
        title: "Check differential oil level and condition",
        description:
          "Remove the fill plug (loosen it before the drain plug): oil should be at the bottom of the fill hole. Look for metal flakes on the drain plug magnet and check the pinion seal and axle seals for leaks.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Fill plug socket", "Fluid pump"],
        parts: ["Gear oil of the specified grade (e.g. 75W-90 or 75W-85, with friction modifier for limited-slip units)"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Measure pinion play and backlash",
        description:
          "Rock the pinion yoke up and down (play means worn pinion bearings) and, with the cover off, measure ring-gear backlash and check the tooth contact pattern. Worn bearings and gears need a rebuild by a specialist with setup tools.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Dial indicator with magnetic base", "Gear marking compound"],
        specs: ["Typical ring-gear backlash: 0.08-0.25 mm (0.003-0.010 in) - check the service manual"],
        parts: ["Pinion bearings and seal", "Ring and pinion set", "Carrier bearings"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-lsd-chatter",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Limited-slip differential clutch chatter from missing friction modifier",
    explanation:
      "Clutch-type limited-slip differentials need gear oil with friction modifier; without it, or with worn clutches, the clutches stick-slip in slow tight turns and the rear end chatters or shudders.",
    symptoms: [
      "rear end chatters in tight turns",
      "shudder from the back when turning in a parking lot",
      "groaning from the rear axle when turning",
      "rear tires hop when turning slowly",
      "posi traction chatter after a diff service",
    ],
    keywords: ["limited slip", "lsd", "posi", "traction lok", "friction modifier", "clutch pack"],
    makes: ["ford"],
    prior: 0.8,
    steps: [
      {
        title: "Confirm the chatter in slow tight turns",
        description:
          "Drive slowly in figure-eights at full lock in an empty lot. Chatter or shudder from the rear only while turning, gone when driving straight, fits the limited-slip clutches.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Use an empty lot at walking pace."],
      },
      raiseAndSupport,
      {
        title: "Change the gear oil and add friction modifier",
        description:
          "Drain and refill with the specified gear oil and add the amount of friction modifier the manufacturer specifies, then drive 10-20 figure-eights to work it into the clutches. Persistent chatter means worn clutch packs.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Fluid pump", "Drain pan"],
        parts: ["Specified gear oil", "Limited-slip friction modifier additive"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
    ],
    ref: "manufacturer service guidance; common shop failure",
  },
  {
    id: "auto-c-honda-rear-diff-fluid",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn-out dual-pump rear differential fluid in Honda Real Time AWD (groan or shudder in turns)",
    explanation:
      "Honda's Real Time 4WD/AWD rear differential uses clutches and special dual-pump fluid; when the fluid ages the clutches stick-slip, giving a groan, judder or creak from the rear when turning from a stop.",
    symptoms: [
      "cr-v groans from the back when turning",
      "shudder from the rear when pulling out and turning",
      "creaking noise from rear in tight turns",
      "rear diff noise in my honda",
      "judder when making a u turn",
    ],
    keywords: ["real time awd", "rear differential", "dual pump fluid", "dpsf", "dual pump"],
    makes: ["honda"],
    models: ["cr-v", "crv", "element", "pilot", "ridgeline", "odyssey", "hr-v"],
    prior: 1.2,
    steps: [
      raiseAndSupport,
      {
        title: "Change the rear differential fluid",
        description:
          "Remove the fill plug first, then the drain plug, drain, and refill with Honda Dual Pump Fluid II (or the fluid named in the owner's manual for your model) to the bottom of the fill hole. Use new crush washers.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["3/8 in square drive (plugs)", "Fluid pump", "Torque wrench"],
        specs: ["Typical capacity: about 1-1.5 L; plug torque about 47 N·m (35 lb·ft) - check the owner's or service manual"],
        parts: ["Honda Dual Pump Fluid II (or the fluid named in the manual)", "Drain/fill plug washers"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Verify in slow tight turns",
        description: "Drive slow figure-eights at full lock; the groan should be gone or fade within a few days of driving.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["Use an empty lot at walking pace."],
      },
    ],
    ref: "Honda service information; widely reported owner pattern",
  },
  {
    id: "auto-c-wheel-bearing-hum",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn wheel bearing / hub bearing assembly",
    explanation:
      "Once the seal of a sealed wheel bearing lets water in, the races pit and the bearing hums or growls; the noise rises with road speed and changes as weight shifts in turns, and play eventually upsets ABS and steering.",
    symptoms: [
      "humming noise that gets louder with speed",
      "growling from the front wheel",
      "noise goes away when I turn right",
      "sounds like an airplane at highway speed",
      "wheel bearing noise",
      "wobble in the wheel and abs light",
      "grinding noise from wheel getting worse",
    ],
    keywords: ["wheel bearing", "hub bearing", "hub assembly", "hub unit", "roar", "drone"],
    codes: ["C0031", "C0034", "C0037", "C003A"],
    prior: 2.5,
    steps: [
      roadTestReproduce,
      raiseAndSupport,
      wheelBearingCheck,
      {
        title: "Replace the hub or pressed bearing",
        description:
          "Bolt-in hub units are replaced as an assembly; pressed bearings need a press and the right adapters, never a hammer on the races. Clean the knuckle bore, use a new axle nut and torque it to spec, and make sure any ABS sensor or magnetic encoder ring faces the sensor correctly.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Torque wrench", "Hub puller or bearing press"],
        specs: ["Typical hub bolt torque: 90-180 N·m (65-130 lb·ft); axle nut per model (check the service manual)"],
        parts: ["Wheel hub bearing assembly", "Axle nut"],
        safety: [LIFT_SAFETY],
      },
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-rear-axle-bearing-seal",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn rear axle shaft bearing and leaking axle seal (solid rear axle)",
    explanation:
      "On solid rear axles the axle shaft rides on a bearing at the end of the housing; when it wears it growls and lets gear oil past the seal onto the brakes, so a noisy corner often also has wet, oily brakes.",
    symptoms: [
      "gear oil on the inside of my rear wheel",
      "rear wheel growls at speed",
      "rear brakes are soaked in oil",
      "rumbling from the back of the pickup",
      "oil leaking from rear axle",
    ],
    keywords: ["axle bearing", "axle seal", "c-clip", "semi-float", "rear axle"],
    prior: 1,
    steps: [
      raiseAndSupport,
      wheelBearingCheck,
      {
        title: "Remove the axle and replace bearing and seal",
        description:
          "Remove wheel, brake and (on C-clip axles) the diff cover and pin to pull the axle. Check the axle shaft bearing surface for pitting, replace bearing and seal, replace oil-soaked brake shoes or pads, refill the diff and check for leaks.",
        safetyLevel: "High Risk",
        estimatedTime: "2-3 h",
        tools: ["Slide hammer with bearing puller", "Seal driver", "Torque wrench"],
        parts: ["Axle bearing", "Axle seal", "Diff cover gasket or sealant", "Gear oil", "Brake shoes/pads if oil-soaked"],
        safety: [LIFT_SAFETY, HOT_FLUID, "Oil-soaked brake linings cannot be cleaned: replace them in axle pairs."],
      },
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
];
