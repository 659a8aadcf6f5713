import type { FaultEntry } from "../../types.ts";
import { ATV_LIFT, TEST_RIDE_PPE, brakeBleed, brakeInspect, wheelPlayCheck } from "./steps.ts";

// Brake faults. A machine with a brake complaint should not be ridden until it is fixed, so most steps are High Risk.
const BRAKE_NO_RIDE = "Do not ride the machine until the brakes work properly; test first at walking pace in a clear area.";

export const atvBrakeEntries: FaultEntry[] = [
  {
    id: "atv-brk-worn-pads",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Worn brake pads and scored brake discs",
    explanation:
      "Mud and grit grind ATV/UTV pads down fast. Once the lining is gone, the steel backing scrapes the disc: braking weakens, it squeals or grinds, and the disc gets scored and thin.",
    symptoms: [
      "grinding noise when i brake",
      "brakes squealing",
      "metal on metal when stopping",
      "takes a long time to stop",
      "brake pads worn out",
      "scratching sound from front wheel when braking",
    ],
    keywords: ["brake pads", "pads", "rotors", "discs", "grinding", "squeal"],
    prior: 2,
    ref: "common wear item",
    steps: [
      brakeInspect,
      {
        title: "Replace pads (and discs if below minimum)",
        description:
          "Fit new pads, clean and lubricate slide pins with brake grease (not on the friction surface), push the pistons back while watching the reservoir level, and replace discs below minimum thickness. Pump the lever/pedal until firm before moving the machine, and bed the pads in with several gentle stops.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min per axle",
        tools: ["Socket set", "Piston spreader", "Torque wrench", "Brake cleaner", "Jack stands"],
        specs: ["Caliper mounting bolt torque per the service manual"],
        parts: ["Brake pads", "Brake discs", "Brake grease for slide pins"],
        safety: [ATV_LIFT, "Brake dust and cleaner: eye protection and gloves.", BRAKE_NO_RIDE],
      },
      {
        title: "Test the brakes",
        description: "Test at walking pace first, then at riding speed in a clear area, checking for pull and noise.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        safety: [TEST_RIDE_PPE],
      },
    ],
  },
  {
    id: "atv-brk-spongy-air",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Air in the brake lines or old, water-laden brake fluid (spongy brakes)",
    explanation:
      "Brake fluid absorbs water over time, and air gets in after a line is opened or the reservoir runs low. Air compresses, so the lever or pedal feels spongy and travels too far, and the brakes can fade when hot.",
    symptoms: [
      "spongy brakes",
      "brake lever goes all the way to the handlebar",
      "have to pump the brakes",
      "soft brake pedal",
      "brakes fade when hot",
      "brake lever mushy",
      "no front brakes",
    ],
    keywords: ["spongy", "bleed", "brake fluid", "air in lines", "soft lever"],
    prior: 1.5,
    ref: "common field failure",
    steps: [brakeInspect, brakeBleed, {
      title: "Test lever/pedal firmness and stopping",
      description:
        "With the machine stopped, the lever or pedal should be firm well before the bar or floor and stay firm when held. Then test at walking pace. If it is still spongy after bleeding, look for a leak or a master cylinder fault.",
      safetyLevel: "High Risk",
      estimatedTime: "10 min",
      safety: [BRAKE_NO_RIDE, TEST_RIDE_PPE],
    }],
  },
  {
    id: "atv-brk-seized-caliper",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Seized brake caliper piston or slide pins (dragging brake)",
    explanation:
      "Mud and water corrode caliper pistons and slide pins. A stuck caliper keeps the pads on the disc: the wheel drags, gets hot, wears pads fast and the machine pulls to one side or feels down on power.",
    symptoms: [
      "brake dragging",
      "one wheel gets really hot",
      "hard to push even in neutral",
      "pulls to one side when braking",
      "brakes stay on after letting go",
      "smells like hot brakes",
      "feels like its dragging an anchor",
    ],
    keywords: ["caliper", "seized caliper", "sticking brake", "slide pins", "drag"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Check for drag with the wheels lifted",
        description:
          "With the machine on stands, in neutral and engine off, spin each wheel by hand: one that stops quickly or is hot after a ride has a dragging brake. Check the lever or pedal has free play: no free play can hold the master cylinder partly on.",
        safetyLevel: "High Risk",
        estimatedTime: "15 min",
        tools: ["ATV/UTV jack", "Jack stands", "Infrared thermometer"],
        safety: [ATV_LIFT, "Brakes and discs can be very hot after a ride: wear gloves."],
      },
      brakeInspect,
      {
        title: "Free or rebuild the caliper",
        description:
          "Clean and grease the slide pins, clean the pistons, and rebuild the caliper with new seals (or replace it) if a piston will not retract smoothly. Bleed the brakes afterwards.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Piston tool", "Brake cleaner"],
        parts: ["Caliper seal kit", "Caliper assembly", "Slide pin boots", "Brake fluid"],
        safety: [ATV_LIFT, "Brake fluid damages eyes and paint: wear eye protection and gloves.", BRAKE_NO_RIDE],
      },
      brakeBleed,
    ],
  },
  {
    id: "atv-brk-master-cylinder",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Leaking or internally bypassing brake master cylinder",
    explanation:
      "Worn master cylinder seals let fluid leak past inside (the lever slowly sinks while held) or out at the lever or pedal. Braking force fades and can fail completely.",
    symptoms: [
      "brake lever slowly sinks when i hold it",
      "fluid leaking at brake lever",
      "brakes fade out while holding on a hill",
      "master cylinder leaking",
      "lever firm then goes soft",
    ],
    keywords: ["master cylinder", "brake lever", "bypassing", "leak"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      brakeInspect,
      {
        title: "Hold test",
        description:
          "With the machine stopped, hold steady pressure on the lever or pedal for 30 seconds. If it slowly sinks with no external leak, the master cylinder is bypassing internally.",
        safetyLevel: "High Risk",
        estimatedTime: "5 min",
        safety: [BRAKE_NO_RIDE],
      },
      {
        title: "Rebuild or replace the master cylinder",
        description:
          "Replace the master cylinder or fit a rebuild kit, fill and bleed the system, and check for a firm lever that holds.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench", "Bleeding kit"],
        specs: ["Banjo bolt torque per the service manual, with new copper washers"],
        parts: ["Master cylinder assembly or rebuild kit", "Banjo bolt washers", "Brake fluid"],
        safety: ["Brake fluid damages eyes and paint: wear eye protection and gloves.", BRAKE_NO_RIDE],
      },
      brakeBleed,
    ],
  },
  {
    id: "atv-brk-parking-brake",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Parking brake out of adjustment, seized or worn (not holding or dragging)",
    explanation:
      "Parking brakes use a cable or lever to a separate caliper or the rear brake. Stretched cables, seized mechanisms and worn pads stop it holding the machine on a slope, or keep it partly on and dragging.",
    symptoms: [
      "parking brake wont hold on a hill",
      "rolls with parking brake on",
      "parking brake stuck on",
      "park brake lever loose",
      "rear brake drags after using parking brake",
    ],
    keywords: ["parking brake", "park brake", "e-brake", "brake cable", "lock lever"],
    prior: 1,
    ref: "common field failure",
    steps: [
      brakeInspect,
      {
        title: "Adjust or free the parking brake",
        description:
          "Check the cable for fraying and corrosion, lubricate the cable and the caliper lever pivot, and adjust the cable or caliper per the manual so the brake holds fully with the lever at its set position and releases fully.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Wrenches", "Cable lubricator"],
        specs: ["Parking brake adjustment per the service manual"],
        parts: ["Parking brake cable", "Parking brake pads"],
        safety: [ATV_LIFT, "Chock the wheels: the machine may roll while the parking brake is released."],
      },
      {
        title: "Test on a slope",
        description: "Test hold on a moderate slope with someone at the controls, engine running and foot brake ready, before trusting it unattended.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        safety: [TEST_RIDE_PPE],
      },
    ],
  },
  {
    id: "atv-brk-rear-drum",
    vehicleTypes: ["atv"],
    system: "brakes",
    cause: "Worn or water-contaminated rear drum brake shoes (sealed drum)",
    explanation:
      "Several Honda ATVs use a sealed mechanical rear drum brake. Water and mud get past the seal, rust the drum and glaze the shoes, so the rear brake weakens, squeals or grabs, and the lever and pedal travel grows.",
    symptoms: [
      "rear brake weak honda",
      "foot brake goes down a long way",
      "squealing from rear drum",
      "water came out of rear brake drum",
      "rear brake grabs and chatters",
      "brake wear indicator at the end",
    ],
    keywords: ["drum brake", "brake shoes", "rear brake", "wear indicator"],
    makes: ["honda"],
    models: ["rancher", "foreman", "recon", "rubicon"],
    prior: 1,
    ref: "owner's manual brake wear indicator; widely reported owner forum pattern",
    steps: [
      {
        title: "Check the wear indicator and free play",
        description:
          "Apply the rear brake and look at the wear indicator on the drum panel: if it reaches the limit mark, the shoes are worn out. Check lever and pedal free play.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Park on level ground, engine off, key out, wheels chocked: the rear brake may not hold the machine."],
        specs: ["Lever and pedal free play per the owner's manual"],
      },
      {
        title: "Open the drum and inspect",
        description:
          "With the rear supported, remove the drum cover, drain water, clean out mud and check shoe lining thickness, drum diameter and the seal. Replace shoes and the seal, then adjust.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Vernier caliper", "Jack stands", "Brake cleaner"],
        specs: ["Shoe lining and drum limits per the service manual"],
        parts: ["Rear brake shoes", "Drum cover seal/O-ring"],
        safety: [ATV_LIFT, "Wear a dust mask and gloves when cleaning brake dust.", BRAKE_NO_RIDE],
      },
      wheelPlayCheck,
    ],
  },
];
