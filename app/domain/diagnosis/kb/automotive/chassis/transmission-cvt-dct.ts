import type { FaultEntry } from "../../../types.ts";
import { scanCodes } from "../../../steps-common.ts";
import { HOT_FLUID, LIFT_SAFETY, checkAtf, roadTestReproduce, transAdaptReset, transLiveData, verifyRepair } from "./steps.ts";

// Belt-and-pulley CVTs and dual-clutch (DSG/PowerShift) gearboxes fail differently from planetary automatics.
export const transmissionCvtDctEntries: FaultEntry[] = [
  {
    id: "auto-c-nissan-cvt-judder",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Nissan CVT judder from a worn belt/pulley or torque converter (Jatco CVT)",
    explanation:
      "Jatco CVTs in many Nissans develop judder, shudder and hesitation as the steel belt and pulleys wear or the converter lock-up grabs; the TCM may log a judder code and limit power to protect the unit.",
    symptoms: [
      "cvt judder when accelerating from a stop",
      "shudder at low speed in my rogue",
      "altima shakes and hesitates when I press the gas",
      "feels like the car is slipping then catches",
      "jerks between 20 and 40 mph",
      "transmission shudders going up a hill",
      "rpm climbs but the car is slow to pick up speed",
    ],
    keywords: ["cvt", "jatco", "judder", "shudder", "belt", "pulley", "ns-2", "ns-3"],
    codes: ["P17F0", "P0744", "P0746", "P0776"],
    makes: ["nissan", "infiniti"],
    models: ["altima", "rogue", "sentra", "versa", "pathfinder", "murano", "juke", "qx60"],
    prior: 2.5,
    steps: [
      scanCodes,
      checkAtf,
      {
        title: "Check software, warranty and bulletins",
        description:
          "Nissan has issued TCM reprogramming and extended CVT warranties for several models and years. Look up the VIN before paying for repairs.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Dealer or online VIN lookup"],
      },
      {
        title: "Change the CVT fluid with genuine fluid",
        description:
          "Drain and refill with the exact Nissan CVT fluid grade (NS-2 or NS-3 as labeled), set the level at the temperature given by the manual, and reset the fluid degradation counter with a scan tool. Old fluid alone can cause judder; it will not cure a worn belt.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["Scan tool for CVT fluid temperature and counter reset", "Drain pan", "Torque wrench"],
        specs: ["Typical change interval: 40,000-60,000 km (25,000-40,000 miles) under severe use (check the maintenance schedule)"],
        parts: ["Nissan CVT fluid NS-2 or NS-3 as specified", "Drain plug gasket"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "If judder remains: valve body or CVT replacement",
        description:
          "Persistent judder with clean fluid and current software usually means a worn belt/pulley set or converter; Nissan generally replaces the CVT assembly (sometimes the valve body) rather than rebuilding it.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["CVT valve body", "Remanufactured CVT assembly"],
      },
    ],
    ref: "Nissan bulletins and extended CVT warranties; widely reported owner pattern",
  },
  {
    id: "auto-c-cvt-bearing-whine",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn CVT pulley bearings (whine that rises with speed)",
    explanation:
      "The pulley shafts of a belt CVT run on bearings that wear, especially with old fluid; the result is a whine or howl that rises with road speed and often precedes belt slip.",
    symptoms: [
      "whining noise from the cvt that gets louder with speed",
      "transmission whine when accelerating",
      "howling noise from the transmission at 40 mph",
      "humming noise and then slipping",
      "high pitched whine in my nissan",
    ],
    keywords: ["cvt", "whine", "howl", "pulley bearing"],
    makes: ["nissan", "mitsubishi"],
    models: ["altima", "rogue", "sentra", "versa", "murano", "outlander", "lancer"],
    prior: 1.2,
    steps: [
      roadTestReproduce,
      {
        title: "Separate CVT whine from wheel bearing or tire noise",
        description:
          "A CVT whine changes with throttle load and ratio and is present when cornering either way; a wheel bearing hum changes when you swerve gently left and right; tire noise changes with road surface. Use a chassis ear or mechanic's stethoscope on the lift if needed.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Mechanic's stethoscope or chassis ears"],
        safety: [LIFT_SAFETY, "Keep clear of turning wheels and axles; never do this on jack stands alone."],
      },
      checkAtf,
      {
        title: "Repair",
        description:
          "Metal in the fluid with a bearing whine means the unit needs replacing; a fluid change only quietens it briefly. Check warranty coverage first.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        parts: ["Remanufactured CVT assembly"],
      },
    ],
    ref: "widely reported owner forum pattern",
  },
  {
    id: "auto-c-cvt-overheat-limp",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "CVT fluid overheating putting the transmission into protection (reduced power) mode",
    explanation:
      "When CVT fluid gets too hot - long climbs, towing, high speed in heat or degraded fluid - the TCM cuts engine power and holds a low ratio to protect the belt; power returns when it cools.",
    symptoms: [
      "car loses power on the highway and the revs go high",
      "cvt goes into limp mode after long drive",
      "acceleration limited going up a mountain",
      "transmission overheating light and slow acceleration",
      "car feels like it's in low gear after driving in the heat",
    ],
    keywords: ["cvt", "protection mode", "limp mode", "fail safe", "overheat", "cvt cooler"],
    codes: ["P0218", "P0711", "P0868"],
    prior: 1,
    steps: [
      scanCodes,
      transLiveData,
      {
        title: "Check the CVT cooler and fluid",
        description:
          "Inspect the CVT cooler (in front of the radiator or a warmer/cooler on the case) for blockage and leaks, then check fluid level and condition at the specified temperature. Change the fluid if dark or overdue; some models gained an add-on cooler under bulletin.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Infrared thermometer", "Scan tool"],
        parts: ["CVT fluid of the exact specification", "Auxiliary CVT cooler kit (if bulletin applies)"],
        safety: [HOT_FLUID],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definitions; manufacturer CVT protection strategy",
  },
  {
    id: "auto-c-ford-powershift-clutch",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn or oil-contaminated dual clutch / failed clutch actuator on Ford PowerShift (DPS6)",
    explanation:
      "The dry dual-clutch PowerShift in Fiesta and Focus judders when input-shaft seals leak oil onto the clutches or the clutch actuator motors and TCM fail, giving shudder from a stop, hesitation and sometimes loss of drive.",
    symptoms: [
      "focus shudders when taking off",
      "fiesta transmission shakes at low speed",
      "hesitation and jerking in stop and go traffic",
      "clunk and rollback on a hill",
      "transmission malfunction warning and no drive",
      "rattle and shudder from first to second",
    ],
    keywords: ["powershift", "dps6", "dual clutch", "dct", "clutch actuator", "tcm"],
    codes: ["P0900", "P0700"],
    makes: ["ford"],
    models: ["focus", "fiesta"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Check for extended warranty, recalls and software",
        description:
          "Ford extended warranty coverage for PowerShift clutches and the TCM on many Fiesta and Focus vehicles and released software updates: look up the VIN before paying for parts.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Run the clutch relearn and check actuator data",
        description:
          "With a Ford-capable scan tool run the clutch adaptive relearn, then watch clutch position versus command. A clutch that will not learn or an actuator that lags points at worn or oil-soaked clutches, leaking input seals or failed actuators.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Scan tool with Ford transmission functions"],
        parts: ["Dual clutch kit", "Input shaft seals", "Clutch actuator motors", "TCM"],
        safety: ["Keep clear of the engine bay while relearns run the engine; vehicle in Park, parking brake on."],
      },
      verifyRepair,
    ],
    ref: "Ford extended warranty and bulletins; widely reported owner pattern",
  },
  {
    id: "auto-c-vw-dsg-mechatronic",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Failed DSG mechatronic unit or worn clutch pack (VW/Audi dual-clutch gearbox)",
    explanation:
      "The mechatronic unit combines the gearbox computer, sensors and hydraulic valves; solder-joint, sensor or accumulator failures (and worn dry clutches on the 7-speed DQ200) cause jerky shifts, a flashing gear display, loss of odd or even gears and limp mode.",
    symptoms: [
      "dsg jerks in first and second gear",
      "gear display flashing and car stuck in neutral",
      "gearbox went into limp mode",
      "clunk when shifting into reverse on my golf",
      "no drive after warm up",
      "shudder when pulling away in dsg",
      "only gears 3 and 5 work",
    ],
    keywords: ["dsg", "s tronic", "mechatronic", "dq200", "dq250", "dual clutch", "flashing pr n d s"],
    codes: ["P0700"],
    makes: ["volkswagen", "vw", "audi", "skoda", "seat"],
    models: ["golf", "jetta", "passat", "tiguan", "polo", "gti", "a3", "tt"],
    prior: 1.2,
    steps: [
      scanCodes,
      {
        title: "Read gearbox codes and adaptation values",
        description:
          "With VW/Audi-capable software (manufacturer tool or equivalent), read the transmission module codes, clutch adaptation values and, on wet-clutch units, fluid temperature and pressure data. Codes for a sub-gearbox, pressure sensor or valve point at the mechatronic unit.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["VW/Audi-capable diagnostic software"],
      },
      {
        title: "Service and basic settings",
        description:
          "On wet-clutch DSGs (DQ250/DQ500), change the DSG oil and filter at the scheduled interval (often 60,000 km / 40,000 miles); on all types run the clutch basic settings. The 7-speed DQ200 has no scheduled gearbox oil change but its mechatronic has its own sealed fluid.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["DSG fill adapter", "Scan software"],
        parts: ["DSG oil and filter (wet-clutch units)", "Mechatronic unit", "Dual clutch kit"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      transAdaptReset,
    ],
    ref: "widely reported owner forum pattern; common shop failure",
  },
  {
    id: "auto-c-cvt-fluid-degraded",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Old, low or wrong CVT fluid causing hesitation and belt slip",
    explanation:
      "A CVT grips its belt only through the special friction properties of its fluid; when the fluid is worn out, low or the wrong type the belt slips, engine revs flare and the car hesitates, and metal wear follows quickly.",
    symptoms: [
      "cvt hesitates when pulling away",
      "rpm flare with slow acceleration",
      "delay when putting it in drive",
      "subaru cvt slipping",
      "revs high but not going anywhere",
      "transmission never had a fluid change",
    ],
    keywords: ["cvt fluid", "lineartronic", "belt slip", "cvtf"],
    prior: 1.2,
    steps: [
      scanCodes,
      checkAtf,
      {
        title: "Drain and refill with the exact CVT fluid",
        description:
          "Use only the CVT fluid named by the manufacturer (for example Subaru CVTF, Honda HCF-2, Toyota FE, Nissan NS-3) - generic ATF ruins CVTs. Fill to the level at the temperature specified, which usually requires a scan tool.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["Scan tool (fluid temperature)", "Drain pan", "Torque wrench"],
        parts: ["Manufacturer CVT fluid", "Drain/fill plug gaskets"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      transAdaptReset,
    ],
    ref: "manufacturer maintenance guidance; common shop failure",
  },
];
