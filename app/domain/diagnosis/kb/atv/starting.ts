import type { FaultEntry } from "../../types.ts";
import { BATTERY_GAS, batteryTest, cleanTerminals, fuseRelayCheck, voltageDrop } from "../../steps-common.ts";
import { ATV_PARK, EYE_GLOVES, connectorInspect, rideVerify, starterRelayTest } from "./steps.ts";

// Starting faults: the machine does not crank, cranks slowly, or the starter spins without turning the engine.
export const atvStartingEntries: FaultEntry[] = [
  {
    id: "atv-start-starter-relay",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Failed starter relay (starter solenoid)",
    explanation:
      "The starter relay switches the heavy current to the starter motor. Its internal contacts burn or corrode, so it clicks but passes no current, or does nothing at all, even with a good battery.",
    symptoms: [
      "clicks but wont turn over",
      "just clicks when i hit the start button",
      "single click no crank",
      "starter solenoid clicking good battery",
      "push start button nothing happens but lights work",
      "no crank no start atv",
      "sometimes starts sometimes just clicks",
    ],
    keywords: ["solenoid", "starter relay", "click", "no crank"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      batteryTest,
      cleanTerminals,
      starterRelayTest,
      {
        title: "Bypass test the relay and replace if confirmed",
        description:
          "With the transmission in neutral or park and everyone clear, bridge the two large relay terminals briefly with a heavy insulated jumper or screwdriver. If the starter spins, the relay (or its control circuit) is at fault; replace the relay, fit a new rubber boot and grease the terminals.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Heavy insulated jumper or screwdriver with insulated handle", "Socket set"],
        parts: ["Starter relay (solenoid)", "Terminal boots"],
        safety: [ATV_PARK, "Expect a spark when bridging: eye protection on, no fuel vapor nearby.", BATTERY_GAS],
      },
    ],
  },
  {
    id: "atv-start-safety-switch",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Faulty brake or park/neutral safety switch blocking the start circuit",
    explanation:
      "Most ATV/UTVs only crank when the brake is applied or the transmission is in park/neutral (some also need the seat or clutch switch). A worn brake-lever switch or a mis-adjusted or corroded gear position switch breaks the start circuit although everything else works.",
    symptoms: [
      "wont crank unless i wiggle the brake lever",
      "starts in neutral but not in park",
      "nothing when pushing start button, lights on",
      "have to squeeze brake really hard to start",
      "neutral light not coming on",
      "no crank with brake pulled",
      "brake light stays on all the time",
    ],
    keywords: ["brake switch", "neutral switch", "park switch", "gear position switch", "interlock", "safety switch"],
    prior: 2,
    ref: "common field failure; start interlocks described in owner's manuals",
    steps: [
      {
        title: "Try every start condition",
        description:
          "Try starting with the brake lever squeezed, then with the foot brake, in neutral and in park. Watch the brake light and the N/P indicator on the gauge. If it starts in one condition but not another, the switch for the condition that fails is the suspect.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK],
      },
      fuseRelayCheck,
      {
        title: "Test the brake and gear position switches",
        description:
          "Unplug the brake-lever switch and check continuity while operating the lever; check the neutral/park switch on the engine or the gear position sensor with the meter per the wiring diagram. Clean mud and corrosion, adjust the shift linkage so the selector fully reaches P/N, and replace a switch that is open when it should be closed.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Wiring diagram", "Contact cleaner"],
        specs: ["Typical: near 0 Ω when the switch is closed, open (OL) when released (check against the service manual)"],
        parts: ["Brake lever switch", "Neutral/park switch or gear position sensor"],
        safety: [ATV_PARK, "Never leave a bypassed safety switch in service: the interlock prevents the machine starting in gear."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-start-starter-motor",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Worn or water-damaged starter motor (brushes, bushings, corrosion)",
    explanation:
      "ATV starter motors sit low and take water and mud through the end seals. Worn brushes, rusted armatures and dry bushings make the starter drag, crank slowly or stall, especially when hot.",
    symptoms: [
      "cranks really slow even with new battery",
      "starter grinds and drags",
      "starter gets hot and slows down",
      "starter drags when the engine is hot",
      "starter only works if i tap it with a hammer",
      "starter spins sometimes and sometimes dead",
      "starter weak after riding through water",
    ],
    keywords: ["starter", "starter motor", "brushes", "starter drag"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      batteryTest,
      voltageDrop,
      {
        title: "Remove, inspect and bench-test the starter",
        description:
          "Remove the starter, check for water and rust inside, measure brush length, clean the commutator and check the bushings for wobble. Bench-test with jumper leads from a good battery while clamping the starter firmly. Rebuild with a brush kit or replace the starter if the armature is rusted or the bushings are worn.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Vernier caliper", "Jumper leads", "Fine emery cloth", "Bench vice"],
        specs: ["Typical minimum brush length is given in the service manual; replace brushes worn close to it"],
        parts: ["Starter motor brush kit", "Starter motor O-ring", "Starter motor assembly"],
        safety: ["Disconnect the battery negative cable before removing the starter.", "Clamp the starter firmly for bench tests: it jumps when powered.", BATTERY_GAS],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-start-starter-bendix",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Worn or sticking starter drive (Bendix) not engaging the flywheel",
    explanation:
      "On engines with an external starter drive, the Bendix gear must slide out to mesh with the flywheel ring gear. When it is worn, dirty or its spring is broken, the starter spins freely or grinds without turning the engine.",
    symptoms: [
      "starter spins but engine doesnt turn",
      "whirring noise when pushing start",
      "starter free spins",
      "grinding noise when starting",
      "starter spins and makes a zinging sound",
      "sometimes catches sometimes just whines",
    ],
    keywords: ["bendix", "starter drive", "ring gear", "whirring"],
    makes: ["polaris"],
    models: ["sportsman", "ranger", "scrambler"],
    prior: 1,
    ref: "widely reported owner forum pattern on Polaris twins and singles",
    steps: [
      {
        title: "Listen and confirm the starter spins but the engine does not",
        description:
          "Press start and listen: a high whir with no engine rotation, or a grinding sound, points at the drive rather than the battery or relay.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK],
      },
      {
        title: "Inspect the starter drive and ring gear",
        description:
          "Remove the starter drive cover (on Polaris engines under the recoil/starter cover). Check the Bendix gear teeth, the spring and whether the gear slides freely on its helix. Inspect the flywheel ring gear for chipped teeth. Clean off dirt and old grease, lubricate lightly as the manual says, or replace the drive.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Brake cleaner", "Light grease"],
        parts: ["Starter drive (Bendix) assembly", "Cover gasket"],
        safety: ["Disconnect the battery negative cable first.", BATTERY_GAS],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-start-starter-clutch",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Slipping one-way starter clutch (sprag) behind the flywheel",
    explanation:
      "Many Japanese ATV engines drive the flywheel through a one-way starter clutch. When its rollers or sprags wear, the starter and gears spin but the clutch slips and the crankshaft does not turn, or it bangs when the engine kicks back.",
    symptoms: [
      "starter spins but motor does not turn over",
      "loud clunk when starting then nothing",
      "whining noise no crank grizzly",
      "starter clutch slipping",
      "pull start works but electric start just spins",
      "starter turns engine only sometimes",
    ],
    keywords: ["starter clutch", "sprag", "one way clutch", "flywheel"],
    makes: ["yamaha", "honda", "suzuki", "can-am"],
    models: ["grizzly", "kodiak", "rhino", "rancher", "foreman", "eiger", "outlander", "renegade"],
    prior: 1,
    ref: "widely reported owner forum pattern",
    steps: [
      {
        title: "Compare electric start with the recoil starter",
        description:
          "If the machine has a recoil starter and it turns the engine normally while the electric starter only whirs, the fault is between the starter and the crank: the reduction gears or the starter clutch.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK],
      },
      {
        title: "Remove the flywheel cover and check the starter clutch",
        description:
          "Drain the oil if the cover is wet, remove the stator/flywheel cover, then the flywheel with the correct puller. Hold the flywheel and turn the starter driven gear: it should turn freely one way and lock the other. Check the rollers/sprags, springs and the gear hub for wear and pitting, and replace the clutch assembly if it slips.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Flywheel puller for the model", "Flywheel holder", "Torque wrench", "Socket set"],
        specs: ["Flywheel nut torque per the service manual (it is high: hold the flywheel with the proper holder)"],
        parts: ["Starter clutch assembly", "Starter driven gear", "Cover gasket", "Engine oil"],
        safety: ["Disconnect the battery negative cable.", EYE_GLOVES],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-start-start-button",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Corroded or worn handlebar start button / switch housing",
    explanation:
      "The start button sits in the handlebar switch housing, which takes rain, pressure-washer spray and mud. Corroded contacts stop the button sending power to the starter relay, so nothing happens or it works only after many presses.",
    symptoms: [
      "press start button nothing happens",
      "have to press start button several times",
      "start button feels mushy and no click",
      "wont crank after pressure washing",
      "start switch only works sometimes",
      "no click at relay when pushing start",
    ],
    keywords: ["start button", "handlebar switch", "switch housing", "start switch"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      starterRelayTest,
      {
        title: "Test and clean the start button",
        description:
          "Unplug the handlebar switch connector and check continuity across the start button terminals while pressing it. Open the switch housing, clean corroded contacts with contact cleaner and a fine brush, and pack with dielectric grease. Replace the switch assembly if contacts are burnt or broken.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-45 min",
        tools: ["Digital multimeter", "Small screwdrivers", "Contact cleaner", "Dielectric grease"],
        specs: ["Typical: near 0 Ω with the button pressed, open when released"],
        parts: ["Handlebar switch assembly (left-hand control)"],
      },
      connectorInspect,
      rideVerify,
    ],
  },
  {
    id: "atv-start-hydrolock",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Hydro-locked engine: water or fuel filled the cylinder",
    explanation:
      "After the intake sucks water in a deep crossing, or a stuck carburetor float lets fuel run into the cylinder, liquid cannot be compressed and the engine stops dead or will not turn. Cranking hard can bend a connecting rod.",
    symptoms: [
      "engine locked up after going through deep water",
      "died in the creek and now wont turn over",
      "starter just clunks and stops",
      "wont turn over, oil smells like gas",
      "sucked water now it wont crank",
      "engine seized after river crossing",
      "starter strains and will not rotate engine",
    ],
    keywords: ["hydrolock", "hydrolocked", "water in cylinder", "drowned", "submerged"],
    prior: 1,
    ref: "common field failure after water crossings",
    steps: [
      {
        title: "Stop cranking and remove the spark plug(s)",
        description:
          "Do not keep cranking. Remove the plug(s), point the plug hole away from you and turn the engine slowly with the starter or by hand; water or fuel will spray out of a hydro-locked cylinder.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Spark plug socket", "Rags"],
        safety: ["Fuel or water sprays out of the plug hole: eye protection on, no sparks, plug leads grounded.", EYE_GLOVES],
      },
      {
        title: "Drain water from the airbox, intake, oil and CVT",
        description:
          "Empty the airbox and its drain, dry or replace the filter, drain the CVT housing and check the engine oil: milky oil must be changed (several times if needed). If fuel caused it, check the carburetor float and needle before restarting and change the fuel-diluted oil.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Drain pan", "Compressed air"],
        parts: ["Air filter", "Engine oil and filter", "Carburetor needle and seat if it stuck"],
        safety: ["Fuel-diluted oil is flammable: catch and dispose of it properly.", ATV_PARK],
      },
      {
        title: "Restart and check compression",
        description:
          "Refit the plugs, start the engine and let it idle. Knocking, very hard cranking or low compression after a hydro-lock means internal damage (bent rod): stop and have the engine inspected.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Compression gauge"],
        safety: [ATV_PARK],
      },
    ],
  },
  {
    id: "atv-start-recoil",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Broken recoil starter rope, spring or worn pawls",
    explanation:
      "The backup pull starter uses a rope on a spring-loaded pulley with small pawls that grab the engine. A broken spring stops the rope retracting; worn or sticky pawls make the rope pull freely without turning the engine.",
    symptoms: [
      "pull cord wont go back in",
      "pull start rope just pulls out with no resistance",
      "pull starter doesnt catch",
      "recoil rope broke",
      "pull cord stuck",
      "backup pull start not working",
    ],
    keywords: ["recoil", "pull start", "pull cord", "rope", "pawl"],
    prior: 0.8,
    ref: "common wear item",
    steps: [
      {
        title: "Remove the recoil starter housing",
        description:
          "Remove the recoil assembly from the engine (usually a few bolts at the front or side of the engine) and inspect the rope, the pulley, the recoil spring and the drive pawls and their return springs.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Socket set"],
      },
      {
        title: "Repair the rope, spring or pawls",
        description:
          "Clean and lightly grease the pawls, replace broken pawl springs, fit a new rope of the same diameter and length, and pre-wind the recoil spring the number of turns the manual gives. Replace the whole recoil if the spring is broken and not sold separately.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Pliers", "Vice grips to hold the pulley"],
        parts: ["Recoil starter rope", "Recoil spring", "Drive pawls and springs", "Recoil starter assembly"],
        safety: ["The recoil spring is under tension and can uncoil violently: wear eye protection and gloves."],
      },
      {
        title: "Refit and test",
        description:
          "Refit the recoil, pull gently until the pawls engage, and check the rope retracts fully and the handle sits snugly against its stop.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
    ],
  },
  {
    id: "atv-start-dess-key",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Can-Am DESS key not recognized (dirty key/post or faulty DESS post)",
    explanation:
      "Can-Am machines use a coded DESS key (on older models a key cap that snaps onto a contact post, on newer ones an RF key). If the key or post contacts are dirty, wet or damaged, or the key is not programmed to the machine, the ECM refuses to run the engine.",
    symptoms: [
      "can am says invalid key",
      "dess light flashing and wont start",
      "key not recognized gauge",
      "wont start with the spare key either",
      "cranks but wont fire after swapping keys",
      "wont start, key icon on dash",
    ],
    keywords: ["dess", "key", "immobilizer", "security key", "invalid key"],
    makes: ["can-am", "brp"],
    models: ["outlander", "renegade", "defender", "maverick", "commander"],
    prior: 1,
    ref: "Can-Am operator's guide DESS description; common owner report",
    steps: [
      {
        title: "Clean the key and post and try the spare key",
        description:
          "Remove the key, clean the metal contacts of the key cap and the DESS post with contact cleaner, check the post for cracks or a broken magnet, refit the key firmly and watch the gauge for the key being recognized. Try the spare key: if it works, the first key is faulty.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Contact cleaner", "Soft brush"],
      },
      connectorInspect,
      {
        title: "Have keys and post checked with dealer software",
        description:
          "If neither key is accepted, a dealer can read the DESS codes and programmed keys with BUDS, test the post and program new keys. Do not buy used ECMs: they are coded to their own keys.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
        parts: ["DESS key", "DESS post"],
      },
    ],
  },
];
