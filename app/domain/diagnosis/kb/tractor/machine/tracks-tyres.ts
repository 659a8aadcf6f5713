import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { LIFT_HEAVY, RUNNING_CHECK, TRACK_GREASE, supportMachine, trackAdjust, trackTensionCheck, tyreCheck } from "./steps.ts";

// Tyres, ballast and undercarriage of tractors, loaders, skid steers, CTLs and excavators.
const TYRE_HEAVY =
  "Ag and loader tyres are heavy and may be liquid-filled: use a tyre dolly or hoist, and have split rims or large tyres serviced by a tyre professional with a safety cage.";

export const tracksTyresEntries: FaultEntry[] = [
  {
    id: "tr-m-tt-power-hop",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Power hop from wrong tyre pressure or ballast on an MFWD tractor",
    explanation:
      "Under heavy draft, MFWD tractors with too much pressure or the wrong front/rear weight split start to bounce rhythmically; the fix is correct pressures for the load and ballast, not more weight alone.",
    symptoms: [
      "tractor hopping under load",
      "bouncing when pulling a disc",
      "power hop",
      "tractor gallops in the field",
      "rear end bounces when tilling deep",
    ],
    keywords: ["power hop", "ballast", "weight split", "inflation", "wheel weights"],
    makes: ["john deere", "case ih", "new holland", "fendt", "massey ferguson"],
    prior: 1,
    steps: [
      tyreCheck,
      {
        title: "Check the ballast split",
        description:
          "Weigh axles or estimate from the manual, and compare with the recommended front/rear split for the work (pulled vs. mounted implement). Adjust front weights, wheel weights or liquid ballast.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        specs: ["Typical for MFWD with pulled implements: about 40% front / 60% rear static weight (check the manual's ballasting guide)"],
        safety: [TYRE_HEAVY],
      },
      testDriveVerify,
    ],
    ref: "tractor and tyre maker ballasting guides",
  },
  {
    id: "tr-m-tt-loader-tyre",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Underinflated or damaged front tyres under loader load (sidewall cracks, bead leaks)",
    explanation:
      "A loader puts most of the weight on the front tyres; at too low a pressure the sidewalls flex, crack and the bead leaks, and a tyre can come off the rim.",
    symptoms: [
      "front tyre keeps going flat",
      "loader tyre sidewall cracked",
      "front tyre bulging with loader",
      "tire losing air at the rim",
      "skid steer tire flat",
      "loader tyre cut",
    ],
    keywords: ["front tyre", "sidewall", "bead", "industrial tyre", "r4", "foam fill"],
    prior: 2,
    steps: [
      tyreCheck,
      {
        ...visualInspection,
        title: "Inspect tyre, rim and valve",
        description:
          "Spray soapy water around the bead, the valve and any cuts; check the rim for rust at the bead seat and dents. Replace a tyre with cords showing or a sidewall bulge.",
      },
      {
        title: "Repair or replace the tyre",
        description:
          "Have the tyre demounted; clean and seal the rim bead seat, replace the valve, fit a tube only where approved, and inflate to the loader pressure in the tyre load table.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Tyre changing tools and safety cage (or a tyre service)"],
        parts: ["Tyre of the correct load rating", "Valve stem", "Bead sealer"],
        safety: [TYRE_HEAVY, LIFT_HEAVY],
      },
    ],
    ref: "tyre maker load/inflation tables; common field failure",
  },
  {
    id: "tr-m-tt-liquid-ballast",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Liquid-ballasted tyre leaking and rim corroding (calcium chloride ballast)",
    explanation:
      "Calcium chloride ballast corrodes steel rims once a valve or bead leaks; the rim rusts through at the valve hole or bead and the tyre weeps salty fluid.",
    symptoms: [
      "rear tyre leaking fluid",
      "white crust around the valve stem",
      "rim rusted through",
      "loaded tire losing pressure",
      "green liquid leaking from tyre",
    ],
    keywords: ["calcium chloride", "beet juice", "ballast", "rim guard", "liquid fill", "rim corrosion"],
    prior: 1,
    steps: [
      {
        title: "Check pressure with a ballast-safe gauge",
        description:
          "Turn the valve to the top (12 o'clock) before checking so fluid stays out of the gauge, and use a water-type (air-water) valve gauge.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Air-water tyre gauge"],
      },
      {
        ...visualInspection,
        title: "Inspect rim and valve for corrosion",
        description: "Clean around the valve and bead and look for pitting, cracks or pinholes in the rim; corrosion spreads fast once started.",
      },
      {
        title: "Replace rim/valve and re-ballast",
        description:
          "Have a tyre service drain the ballast, replace the rim or valve and refill with a non-corrosive ballast if available.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        parts: ["Rim", "Air-water valve", "Ballast fluid"],
        safety: [TYRE_HEAVY, LIFT_HEAVY],
      },
    ],
    ref: "tyre service industry practice",
  },
  {
    id: "tr-m-tt-ctl-detrack",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Rubber track coming off (de-tracking): track tension too loose or worn idlers/sprockets",
    explanation:
      "A slack rubber track, worn idler or sprocket, or turning on a side slope lets the track guide lugs climb over the rollers; mud packed into the frame and turning on pavement speed it up.",
    symptoms: [
      "track came off",
      "ctl keeps throwing tracks",
      "mini excavator track derailed",
      "rubber track slipped off the idler",
      "track jumps the sprocket",
      "track popped off when turning",
    ],
    keywords: ["detracking", "de-track", "rubber track", "idler", "track tension", "ctl"],
    makes: ["bobcat", "caterpillar", "kubota", "takeuchi", "john deere", "yanmar"],
    prior: 2.5,
    steps: [
      trackTensionCheck,
      {
        ...visualInspection,
        title: "Inspect sprockets, idlers and rollers",
        description:
          "Look for hooked or sharp sprocket teeth, idler flange wear, rollers that do not turn or leak oil, and damage to the track guide lugs; clean packed mud from the frame.",
      },
      trackAdjust,
      {
        title: "Reinstall the track if it is off",
        description:
          "Loosen the adjuster fully, lift the machine with its own blade/boom or a rated jack and cribbing, work the track over the sprocket first, then the idler, then re-tension. Never put hands between the track and the sprocket.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Pry bar", "Rated cribbing or stands", "Grease gun"],
        safety: [TRACK_GREASE, LIFT_HEAVY, RUNNING_CHECK],
      },
    ],
    ref: "maker operator's manuals; common field failure",
  },
  {
    id: "tr-m-tt-adjuster-leak",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Leaking track adjuster (grease cylinder seal or check valve) so tension will not hold",
    explanation:
      "The track adjuster holds tension with grease behind a piston; a worn seal or leaking check valve lets the grease escape, so the track slackens again within hours or days after tightening.",
    symptoms: [
      "track keeps getting loose",
      "wont hold track tension",
      "grease leaking from track adjuster",
      "track tension goes down overnight",
      "idler wont stay out",
    ],
    keywords: ["track adjuster", "grease cylinder", "recoil spring", "check valve", "tensioner"],
    prior: 1,
    steps: [trackTensionCheck, trackAdjust, {
      title: "Replace the adjuster seals or cylinder",
      description:
        "Release tension, remove the track and the idler/recoil assembly per the manual, reseal or replace the grease cylinder.",
      safetyLevel: "High Risk",
      estimatedTime: "3-6 h",
      tools: ["Rated lifting gear", "Seal picks"],
      parts: ["Adjuster seal kit or cylinder", "Grease fitting/check valve"],
      safety: [TRACK_GREASE, LIFT_HEAVY, "The recoil spring is under extreme preload: never dismantle it without the maker's press tooling."],
    }],
    ref: "common field failure",
  },
  {
    id: "tr-m-tt-undercarriage-wear",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Worn undercarriage: seized or leaking rollers, worn idlers and sprockets",
    explanation:
      "Rollers and idlers wear out and seize, flat-spotting on the track; worn sprocket teeth slip and damage the track, so the machine clunks, vibrates, and loses tracks.",
    symptoms: [
      "roller not turning",
      "track roller leaking oil",
      "sprocket teeth worn to points",
      "clunk from the tracks",
      "undercarriage squealing",
      "excavator track rollers worn",
    ],
    keywords: ["bottom roller", "carrier roller", "idler", "sprocket", "undercarriage", "track chain"],
    prior: 1.5,
    steps: [
      {
        ...visualInspection,
        title: "Inspect and measure undercarriage parts",
        description:
          "Clean the undercarriage, check every roller turns and is not leaking, measure sprocket tooth profile and idler flange height against the wear gauge or manual, and check the track for cuts and exposed cords.",
        tools: ["Pressure washer", "Caliper", "Undercarriage wear gauge"],
      },
      trackTensionCheck,
      {
        title: "Replace worn parts as a set",
        description: "Replace seized rollers at once; replace sprockets together with the track when both are worn so a new track is not chewed by old sprockets.",
        safetyLevel: "High Risk",
        estimatedTime: "2-8 h",
        tools: ["Rated jack/cribbing", "Torque wrench"],
        parts: ["Bottom rollers", "Idlers", "Sprockets", "Track"],
        safety: [TRACK_GREASE, LIFT_HEAVY],
      },
    ],
    ref: "undercarriage maker wear guides",
  },
  {
    id: "tr-m-tt-track-damage",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Damaged rubber track (cut, broken steel cords or missing guide lugs)",
    explanation:
      "Demolition debris, rebar and sharp rocks cut rubber tracks; once the steel cords are exposed they rust and snap, and missing lugs let the track ride off.",
    symptoms: [
      "rubber track cracked",
      "steel showing through the track",
      "chunks missing from the track",
      "track lugs torn off",
      "track stretching and skipping",
    ],
    keywords: ["rubber track", "steel cords", "lugs", "track replacement"],
    prior: 1,
    steps: [
      {
        ...visualInspection,
        title: "Inspect the full track length",
        description:
          "Move the machine to expose the whole track, count damaged embeds/guide lugs and look for cracks across the width and exposed or broken cords.",
      },
      trackTensionCheck,
      {
        title: "Replace the track",
        description: "Replace tracks with exposed broken cords or multiple missing lugs; inspect sprockets and idlers at the same time.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["Rubber track of the correct size and pitch"],
        safety: [TRACK_GREASE, LIFT_HEAVY],
      },
    ],
    ref: "track maker guidance",
  },
  {
    id: "tr-m-tt-wheel-nuts",
    vehicleTypes: ["tractor"],
    system: "tracks-tyres",
    cause: "Loose wheel nuts or cracked wheel centre (wheel wobble)",
    explanation:
      "Wheels that were refitted without re-torquing, or adjustable-track rims that shift, loosen and elongate the bolt holes, giving a wobble and clunk that ends in a lost wheel.",
    symptoms: [
      "wheel wobbling",
      "rear wheel loose",
      "clunking from the wheel",
      "wheel bolts keep coming loose",
      "rim cracked around the lugs",
    ],
    keywords: ["lug nuts", "wheel bolts", "rim", "disc", "wheel torque"],
    prior: 1,
    steps: [
      {
        ...visualInspection,
        title: "Check wheel nuts and disc",
        description: "Look for rust streaks from the nuts, elongated holes and cracks; try each nut with a torque wrench.",
        tools: ["Torque wrench", "Flashlight"],
        specs: ["Typical: wheel nut torque per the manual; re-torque after the first hours and after any wheel change"],
      },
      supportMachine,
      {
        title: "Replace damaged parts and torque",
        description: "Replace damaged studs, nuts or disc; torque in a cross pattern in stages.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        parts: ["Wheel nuts", "Studs", "Wheel disc"],
        safety: [TYRE_HEAVY, LOCKOUT],
      },
    ],
    ref: "common field failure",
  },
];
