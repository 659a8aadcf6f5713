import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { fuseRelayCheck } from "../../../steps-common.ts";
import { circuitTest, moduleScan, verifyRepair } from "./steps.ts";

// Doors, windows, locks and keys.
const doorPanel: StepTemplate = {
  title: "Remove the door panel and inspect the mechanism",
  description:
    "Remove the trim panel (hidden screws in the handle and armrest, then clips) and peel back the vapor barrier. Look for snapped cables, broken plastic guides or pulleys, a motor that runs but does not move the glass, and chafed wires in the door hinge boot.",
  safetyLevel: "Safety Required",
  estimatedTime: "30-45 min",
  tools: ["Trim removal tools", "Screwdriver and Torx set", "Flashlight"],
  safety: ["Tape the glass up or support it before unbolting it - it can drop and shatter; wear cut-resistant gloves and safety glasses.", "Keep fingers out of the regulator path when testing it."],
};

export const electricalBodyEntries: FaultEntry[] = [
  {
    id: "auto-c-window-regulator",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Broken power window regulator (cable or guide)",
    explanation:
      "Most power windows use a cable-and-pulley regulator with plastic guides; when the cable frays or a guide breaks, the motor runs but the glass drops, goes crooked or will not move, often with a grinding or crunching noise.",
    symptoms: [
      "window fell down into the door",
      "power window makes grinding noise but doesn't move",
      "window goes down crooked",
      "hear the motor but window won't go up",
      "window clicks and pops when going up",
      "window slides down by itself",
    ],
    keywords: ["window regulator", "power window", "window cable", "window track"],
    makes: ["volkswagen", "vw", "bmw", "ford", "jeep"],
    models: ["jetta", "golf", "passat", "3 series", "liberty", "f-150", "explorer"],
    prior: 2.5,
    steps: [
      {
        title: "Listen while operating the switch",
        description:
          "If you hear the motor run or grind but the glass does not move (or moves unevenly), the regulator is broken. Silence means check the switch, fuse and motor instead.",
        safetyLevel: "Low Risk",
        estimatedTime: "2 min",
      },
      doorPanel,
      {
        title: "Replace the regulator and reset the window",
        description:
          "Replace the regulator (often sold with the motor), re-fix the glass to the carriers and check it runs evenly. Many cars then need the one-touch/anti-pinch reset: run the window fully down and up, holding the switch a few seconds at each end.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Rivet gun or bolts (if the regulator is riveted)"],
        parts: ["Window regulator (with or without motor)", "Door vapor barrier sealant"],
        safety: ["Support the glass while fixing it; keep fingers out of the glass path when testing auto-up."],
      },
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
  {
    id: "auto-c-window-switch-motor",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failed power window motor or master switch",
    explanation:
      "Window motors wear their brushes and can work only when hot or after a tap; master switches on the driver door get liquid and dirt in them. Either leaves a window completely dead with no noise.",
    symptoms: [
      "power window not working no sound",
      "window works from driver side switch but not passenger",
      "all windows stopped working",
      "window works sometimes if I hit the door",
      "window moves very slowly",
      "driver window switch not working",
    ],
    keywords: ["window motor", "window switch", "master switch", "power window"],
    prior: 2,
    steps: [
      fuseRelayCheck,
      {
        title: "Test from both switches",
        description:
          "If a passenger window works from its own switch but not the master (or the reverse), the non-working switch is faulty. If all windows are dead, check the window lockout button, fuse, and the power feed to the master switch.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      circuitTest,
      doorPanel,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-door-lock-actuator",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failed door lock actuator or latch switch",
    explanation:
      "The lock actuator is a small motor in the door latch; its gears or motor wear and one door stops locking or unlocking, buzzes, or cycles on its own, and a failed latch switch can make the alarm or dome light misbehave.",
    symptoms: [
      "one door won't lock with the remote",
      "door lock makes a buzzing noise",
      "power locks lock and unlock by themselves",
      "door won't unlock from the inside",
      "door lock actuator",
      "door doesn't latch properly",
    ],
    keywords: ["door lock actuator", "door latch", "power locks", "central locking"],
    makes: ["ford", "lincoln", "chevrolet", "chevy", "gmc"],
    models: ["f-150", "escape", "fusion", "explorer", "focus", "silverado", "equinox"],
    prior: 2,
    steps: [
      {
        title: "Check whether it is one door or all",
        description: "All doors dead = fuse, lock relay, switch or body module. One door only = that door's actuator or the wires in its hinge boot.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      circuitTest,
      doorPanel,
      {
        title: "Check for recalls and replace the latch/actuator",
        description:
          "Several manufacturers recalled door latches that may not latch: check the VIN. Replace the latch/actuator assembly and adjust the linkage rods so the inside and outside handles and the lock knob work.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Door latch with lock actuator", "Linkage rod clips"],
        safety: ["A door that does not latch can open while driving: test that it latches before using the vehicle."],
      },
    ],
    ref: "manufacturer recalls; common shop failure",
  },
  {
    id: "auto-c-key-fob",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Weak key fob battery or key fob that lost its programming",
    explanation:
      "Key fob coin-cell batteries last a few years; as they weaken, range shrinks until the remote stops working and push-button cars show 'key not detected'. A fob can also lose its pairing after a battery change or module replacement.",
    symptoms: [
      "key fob not working",
      "remote only works when I'm right next to the car",
      "key not detected message",
      "car won't unlock with the remote",
      "have to hold the fob against the start button",
    ],
    keywords: ["key fob", "remote", "smart key", "keyless entry", "fob battery", "cr2032"],
    prior: 2,
    steps: [
      {
        title: "Replace the fob battery",
        description:
          "Open the fob, note the coin cell type (often CR2032 or CR2025) and fit a fresh one with the correct side up. Test range again.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        parts: ["Coin cell battery of the type in the fob"],
      },
      {
        title: "Try the spare key and the backup start method",
        description:
          "If the spare works, the original fob is faulty. For push-button start, the owner's manual shows where to hold the fob (often against the start button or in a slot) to start with a dead fob battery.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Reprogram the fob",
        description: "Use the owner's manual procedure if one exists or a scan tool/dealer to re-pair the fob with the vehicle; new fobs need programming.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        tools: ["Scan tool with key programming (if required)"],
        parts: ["Key fob"],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-power-sliding-door",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Broken power sliding door cable or failed door motor/latch (minivans)",
    explanation:
      "Minivan power sliding doors run on a cable and motor with electric latches; cables fray and snap, rollers wear and the latch motors fail, so the door stops partway, reverses or will not open from the button.",
    symptoms: [
      "sliding door won't open with the button",
      "power sliding door stops halfway and goes back",
      "sliding door makes grinding noise",
      "minivan door won't close all the way",
      "sliding door beeps and won't latch",
    ],
    keywords: ["sliding door", "power sliding door", "door cable", "door motor", "minivan"],
    makes: ["honda", "toyota", "chrysler", "dodge", "kia"],
    models: ["odyssey", "sienna", "town & country", "pacifica", "grand caravan", "sedona", "carnival"],
    prior: 1.2,
    steps: [
      {
        title: "Check the main switch and obstructions",
        description:
          "Check the power door main switch (often on the dash or overhead) is on, the child lock is off, and the track and lower roller are clean and free of debris. Try manual operation: a door that is stiff by hand overloads the motor.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      moduleScan,
      {
        title: "Inspect cables, rollers and latch motors",
        description:
          "Remove the trim to inspect the drive cables for fraying, the rollers and the latch/closure motors. Replace the worn parts and run the door initialization procedure from the manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        parts: ["Sliding door cable/motor assembly", "Door rollers", "Latch actuator"],
        safety: ["Support the door when removing cables - it can roll freely on a slope; keep fingers out of the door path."],
      },
    ],
    ref: "widely reported owner pattern",
  },
  {
    id: "auto-c-tesla-door-handle",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failed Tesla door handle micro-switch or motor (handle won't present or open)",
    explanation:
      "Tesla door handles are electrically operated; micro-switches, motors and small gears in the handle wear, so a handle no longer pops out (Model S) or pressing it does not release the latch.",
    symptoms: [
      "tesla door handle won't pop out",
      "door won't open from the outside",
      "model 3 door handle not working",
      "handle presents but door doesn't unlatch",
      "door handle stuck in",
    ],
    keywords: ["door handle", "presenting handle", "micro switch", "tesla door"],
    makes: ["tesla"],
    models: ["model s", "model 3", "model y", "model x"],
    prior: 1,
    steps: [
      {
        title: "Check whether the car registers the handle",
        description:
          "Try opening from the touchscreen or the app and from inside. If the door opens electronically but not from the handle, the handle switch is at fault.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Know the manual release",
        description: "Read the owner's manual for the interior mechanical release of each door - important if the 12 V battery fails.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Replace the handle assembly or switch",
        description: "Replace the handle assembly (or the micro-switch where serviceable). Have it done by service if under warranty.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Door handle assembly", "Handle micro-switch"],
        safety: ["Disconnect 12 V power as the manual says before unplugging the handle; never touch orange high-voltage cables."],
      },
      verifyRepair,
    ],
    ref: "widely reported owner forum pattern",
  },
  {
    id: "auto-c-hood-latch-switch",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Corroded hood latch (hood ajar) switch setting off the alarm or blocking remote start",
    explanation:
      "Many vehicles with factory alarms or remote start have a switch in the hood latch; road salt and water corrode it, so the car thinks the hood is open - the alarm goes off by itself, remote start refuses to work and a 'hood open' message may show.",
    symptoms: [
      "car alarm goes off by itself at night",
      "remote start not working",
      "hood open warning but hood is closed",
      "alarm keeps going off randomly",
      "panic alarm triggers for no reason",
    ],
    keywords: ["hood switch", "hood latch", "hood ajar", "alarm", "remote start"],
    prior: 1,
    steps: [
      {
        title: "Check what the car sees",
        description:
          "Look at the dash or body module live data for hood status with the hood closed. A hood reported open when shut confirms the switch or its wiring.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
      },
      {
        title: "Inspect and clean the latch switch",
        description:
          "Open the hood and inspect the latch switch and connector for corrosion; clean, lubricate the latch and test the switch with a meter as the latch opens and closes. Many are replaced as part of the latch assembly.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-45 min",
        tools: ["Multimeter", "Contact cleaner"],
        parts: ["Hood latch with switch", "Hood ajar switch", "Connector pigtail"],
        safety: ["Engine off and cool; check the hood latches securely after the repair so it cannot fly open while driving."],
      },
      verifyRepair,
    ],
    ref: "widely reported owner pattern; common shop failure",
  },
];
