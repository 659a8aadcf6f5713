import type { FaultEntry } from "../../types.ts";
import { ATV_LIFT, ATV_PARK, TEST_RIDE_PPE, rideVerify, tirePressure, wheelPlayCheck } from "./steps.ts";

// Tire, wheel and track faults. ATV tires run at a few psi, so small pressure errors matter.
export const atvTireTrackEntries: FaultEntry[] = [
  {
    id: "atv-tire-wrong-pressure",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Wrong or uneven tire pressure",
    explanation:
      "ATV tires run at very low pressures, so a 1-2 psi difference between sides makes the machine pull, steer heavy or feel unstable; over-inflation makes the ride harsh and reduces grip.",
    symptoms: [
      "pulls to one side",
      "steering heavy",
      "rides really rough",
      "feels tippy in corners",
      "bouncy at speed",
      "one tire looks low",
    ],
    keywords: ["tire pressure", "psi", "low tire", "pulls", "inflation"],
    prior: 2,
    ref: "owner's manual tire pressures",
    steps: [
      tirePressure,
      {
        title: "Check tire size and wear",
        description: "Check that all tires are the correct size and matched on each axle, and look for uneven wear that points at alignment or suspension faults.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      rideVerify,
    ],
  },
  {
    id: "atv-tire-bead-leak",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Slow leak from the tire bead or a bent rim",
    explanation:
      "At low pressure the tire bead is easily pushed off its seat by rocks and side loads, and mud or rust on the rim lets air seep out. A bent rim lip does the same. The tire goes flat overnight with no visible puncture.",
    symptoms: [
      "tire goes flat overnight",
      "tire loses air but no hole",
      "bead came off the rim",
      "slow leak",
      "have to air up the same tire every ride",
      "bent rim",
    ],
    keywords: ["bead leak", "slow leak", "flat tire", "rim", "bead seal"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Find the leak with soapy water",
        description:
          "Inflate to normal pressure and brush soapy water around the bead on both sides, the valve stem and the tread. Bubbles show the leak.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Spray bottle with soapy water", "Air pump"],
      },
      {
        title: "Reseat and seal the bead",
        description:
          "Break the bead, clean the rim seat with a wire brush, straighten small lip dents or replace a bent rim, apply bead sealer or mounting lubricant and reseat. Replace a leaking valve stem.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Bead breaker", "Wire brush", "Air compressor with clip-on chuck"],
        specs: ["Maximum bead-seating pressure is printed on the tire sidewall and is far below car-tire values: never exceed it (check against the tire maker's data and the service manual)"],
        parts: ["Bead sealer", "Valve stem", "Rim"],
        safety: ["Never exceed the bead-seat pressure on the sidewall: an over-inflated tire can burst. Wear eye protection and stand to the side.", ATV_LIFT],
      },
      tirePressure,
    ],
  },
  {
    id: "atv-tire-puncture",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Tread puncture from thorns, nails or sticks",
    explanation:
      "Tubeless ATV tires pick up thorns, nails, stakes and sticks. A tread puncture leaks slowly or quickly; a sidewall cut cannot be plugged safely.",
    symptoms: [
      "flat tire on the trail",
      "stick stuck in my tire",
      "tire hissing",
      "nail in tire",
      "tire flat after thorns",
    ],
    keywords: ["puncture", "flat", "plug kit", "tire plug", "sidewall"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Locate and assess the damage",
        description:
          "Inflate, spray soapy water over the tread and sidewall and find the hole. Tread punctures can be plugged; sidewall cuts and large tears need a new tire.",
        safetyLevel: "Low Risk",
        estimatedTime: "10-15 min",
        tools: ["Spray bottle with soapy water", "Air pump"],
      },
      {
        title: "Plug the tread and re-inflate",
        description:
          "Remove the object, ream the hole, insert a tire plug with rubber cement, trim it and re-inflate to the normal pressure. Check again after a ride.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Tire plug kit", "Air pump", "Knife"],
        parts: ["Tire plugs", "Tire of the correct size if the sidewall is damaged"],
        safety: [ATV_PARK, "Wear eye protection: the object or sealant can spray out when pulled.", "Support the machine on stands if the wheel is removed."],
      },
      tirePressure,
    ],
  },
  {
    id: "atv-tire-track-kit",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Track kit out of adjustment (tension, alignment) or worn idler wheels",
    explanation:
      "Track kits need correct tension and alignment for the machine and must be re-checked after the first rides. Loose or misaligned tracks ratchet, derail, wear idler wheels and drive sprockets, and overload the CVT belt and steering.",
    symptoms: [
      "track keeps coming off",
      "tracks ratcheting",
      "steering really heavy with tracks",
      "track wears on one side",
      "idler wheel bearing noise",
      "belt burning since i put tracks on",
    ],
    keywords: ["track kit", "tracks", "camoplast", "idler", "track tension", "alignment"],
    prior: 1,
    ref: "track kit installation manuals; common owner-reported pattern",
    steps: [
      {
        title: "Check track tension and alignment",
        description:
          "With the machine on level ground, measure track deflection at the point and with the force the track kit manual gives, and check alignment (equal distance from track edge to frame/ rail on both sides). Adjust evenly; re-check after the first hours.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Tape measure", "Wrenches", "Track tension gauge if supplied"],
        specs: ["Track tension and alignment per the track kit manufacturer's manual"],
        safety: [ATV_PARK, "Never run the tracks to check alignment with anyone near them."],
      },
      {
        title: "Inspect idlers, sprockets and the CVT",
        description:
          "Spin each idler wheel for rough bearings, check drive sprocket teeth and the track lugs. Tracks increase belt load: check the belt and use low range; some makers sell a CVT recalibration or EPS setting for tracks.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["ATV/UTV jack", "Jack stands"],
        parts: ["Idler wheels", "Idler bearings", "Track sprockets"],
        safety: [ATV_LIFT],
      },
      {
        title: "Test drive",
        description: "Drive slowly on flat ground, then on snow or mud, checking that the tracks stay aligned and do not ratchet.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        safety: [TEST_RIDE_PPE],
      },
    ],
  },
  {
    id: "atv-tire-worn-mismatched",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Worn, mismatched or oversized tires (axle wind-up, belt and axle strain)",
    explanation:
      "Tires of different sizes or wear levels front to rear make the front and rear axles turn at different speeds in 4WD, causing binding, hopping and wrong AWD engagement; oversized tires also strain the CVT belt and axles.",
    symptoms: [
      "hops and binds in 4wd on pavement",
      "front end jerks in tight turns",
      "bigger tires and now belts burn",
      "speedometer reads wrong after new tires",
      "no traction in mud with bald tires",
      "awd engages all the time",
    ],
    keywords: ["oversized tires", "mismatched tires", "bald tires", "tire wear", "wind-up"],
    prior: 0.8,
    ref: "owner's manual tire specification; common owner-reported pattern",
    steps: [
      tirePressure,
      {
        title: "Compare tire sizes and rolling circumference",
        description:
          "Read the sizes on all sidewalls and compare with the manual; measure rolling circumference of front and rear tires and the tread depth. Replace mismatched or badly worn tires as a set per axle.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["Tape measure", "Tread depth gauge"],
        parts: ["Tires of the specified size"],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-tire-bent-rim-balance",
    vehicleTypes: ["atv"],
    system: "tracks-tyres",
    cause: "Bent rim, out-of-balance or out-of-round tire, or loose lug nuts (vibration)",
    explanation:
      "Rocks bend ATV/UTV rims, mud packs inside wheels, and new tires can be out of balance or out of round. The result is a vibration that rises with speed; loose lug nuts give a wobble and clunk and can let the wheel come off.",
    symptoms: [
      "vibrates at speed",
      "shakes above 25 mph",
      "vibration since new tires",
      "wheel wobbles when spinning",
      "bent rim after hitting a rock",
      "lug nuts loose",
    ],
    keywords: ["vibration", "balance", "bent rim", "wheel", "lug nuts", "runout", "mud in wheels"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Check lug nuts and clean the wheels",
        description:
          "Check every lug nut is present and tight (tapered side toward the wheel) and wash packed mud out of the inside of the rims.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Torque wrench", "Lug wrench", "Hose"],
        specs: ["Lug nut torque per the owner's or service manual for steel or aluminum wheels"],
        safety: [ATV_PARK],
      },
      {
        title: "Spin each wheel and look for runout",
        description:
          "With each corner lifted, spin the wheel slowly and watch the rim lip and the tire tread against a fixed pointer: a rim that wobbles is bent; a tire that wobbles on a true rim is out of round or badly mounted.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["ATV/UTV jack", "Jack stands", "Pointer or dial indicator"],
        safety: [ATV_LIFT],
      },
      {
        title: "Replace bent rims and balance tires",
        description:
          "Replace bent rims, reseat poorly mounted tires, and balance UTV wheels that are driven at speed. Then check for remaining vibration from wheel bearings, axles or the propshaft.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        tools: ["Wheel balancer (tire shop)"],
        parts: ["Rim", "Balance weights"],
        safety: [ATV_LIFT],
      },
      wheelPlayCheck,
    ],
  },
];
