import type { FaultEntry } from "../../../types.ts";
import { BATTERY_GAS, FUEL_FIRE, batteryTest, fuelFilterWater, scanCodes } from "../../../steps-common.ts";
import { EYE_GLOVES, LIFTED_VEHICLE, PRESSURISED_FUEL, RUNNING_ENGINE, carTestDrive, liveDataReview } from "./steps.ts";

// Diesel pickups (Power Stroke, Duramax, Cummins) and diesel cars: cold-start aids and the common-rail fuel system.
export const dieselEntries: FaultEntry[] = [
  {
    id: "auto-diesel-glow-plugs",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Failed glow plugs or glow plug control module (diesel hard cold start)",
    explanation:
      "Diesels rely on glow plugs to heat the combustion chamber for cold starts; burnt-out plugs or a failed glow plug controller make the engine crank long, run rough and smoke white until it warms. Common on Ford Power Stroke, Duramax and VW/Audi TDI.",
    symptoms: [
      "diesel hard to start when cold, starts fine warm",
      "white smoke and rough idle on cold start until it warms up",
      "wait to start light comes on but truck cranks and cranks",
      "glow plug light flashing",
      "diesel truck misses for a few minutes after cold start",
      "have to crank a long time in winter",
    ],
    keywords: ["glow plug", "glow plugs", "gpcm", "glow plug module", "wait to start", "cold start"],
    codes: ["P0380", "P0670", "P0671", "P0672", "P0673", "P0674", "P0675", "P0676", "P0677", "P0678"],
    makes: ["ford", "chevrolet", "gmc", "volkswagen", "audi"],
    models: ["power stroke", "powerstroke", "duramax", "tdi", "6.0", "6.4", "6.7"],
    prior: 1.5,
    steps: [
      scanCodes,
      batteryTest,
      {
        title: "Measure glow plug resistance and current",
        description:
          "Engine cold and battery disconnected, unplug each glow plug and measure its resistance to ground, or measure each plug's current draw with a clamp meter during the glow cycle. An open plug or one that draws far less than the others has failed. Check the controller output voltage during key-on.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "DC clamp meter", "Wiring diagram"],
        specs: ["Typical: about 0.5-2 ohms per plug cold, roughly 8-20 A each during glow (check against the service manual)"],
        safety: [BATTERY_GAS, "Glow plugs get red hot: let them cool before touching."],
      },
      {
        title: "Replace failed plugs carefully",
        description:
          "Soak the threads with penetrating oil and remove plugs with the engine warm (not hot) and steady, low torque; a snapped glow plug can mean head removal. Replace the controller if its outputs fail with good plugs. Torque new plugs to spec.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Deep socket", "Torque wrench", "Penetrating oil"],
        specs: ["Typical glow plug torque: 10-18 N·m (check against the service manual)"],
        parts: ["Glow plugs", "Glow plug control module"],
        safety: ["Hot engine parts burn: wear gloves.", EYE_GLOVES],
      },
    ],
    ref: "SAE J2012 code definition; common diesel shop failure",
  },
  {
    id: "auto-cummins-grid-heater",
    vehicleTypes: ["automotive"],
    system: "starting",
    cause: "Failed intake grid heater or grid heater relay (Ram Cummins cold start)",
    explanation:
      "Ram trucks with the Cummins diesel heat the intake air with a grid heater switched by relays instead of using glow plugs; a stuck or burnt relay, a broken grid element or corroded heavy cables give hard cold starts and white smoke (or, with a stuck relay, a drained battery and melted cables).",
    symptoms: [
      "cummins hard to start in the cold, wait to start light works",
      "ram diesel white smoke on cold start",
      "grid heater relays clicking constantly",
      "voltmeter dropping up and down after cold start ram diesel",
      "batteries dead overnight on cummins",
    ],
    keywords: ["grid heater", "intake heater", "grid heater relay", "cummins", "wait to start"],
    codes: ["P0540", "P0541", "P0542"],
    makes: ["ram", "dodge"],
    models: ["cummins", "5.9", "6.7", "2500", "3500"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check the relays and heavy cables",
        description:
          "Key on cold: the grid heater relays on the inner fender should click on and off with the wait-to-start light. Check the heavy cables and their terminals for corrosion or melting, and measure voltage at the grid heater studs while energised.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "DC clamp meter"],
        specs: ["Typical: grid heater draws very high current (on the order of 100 A or more per element) - check against the service manual"],
        safety: [BATTERY_GAS, "Grid heater cables carry very high current: disconnect both batteries before touching the terminals."],
      },
      {
        title: "Test the grid element resistance",
        description:
          "Batteries disconnected, measure the grid element resistance to ground. Open means a broken element; a grid that has shorted or broken can drop pieces into the engine, so inspect it closely and replace it if damaged.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Socket set"],
        parts: ["Grid heater relay", "Intake grid heater element and gaskets"],
        safety: [BATTERY_GAS],
      },
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern",
  },
  {
    id: "auto-diesel-cp4-pump-failure",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Failed CP4 high-pressure fuel pump (diesel common rail)",
    explanation:
      "The Bosch CP4 pump used on LML Duramax and 6.7 Power Stroke trucks (and some VW TDI) can wear internally, especially with water or poor-lubricity fuel, and shed metal into the whole fuel system: sudden loss of rail pressure, stalling and no restart. A failed pump usually means injectors, rails and lines must be replaced too.",
    symptoms: [
      "diesel truck died on the highway and won't restart",
      "lml duramax cranks but won't start, low rail pressure",
      "6.7 powerstroke stalled, fuel rail pressure too low",
      "metal glitter in the diesel fuel filter",
      "loss of power then shut down, fuel system large leak detected",
    ],
    keywords: ["cp4", "cp4.2", "injection pump", "high pressure pump", "rail pressure", "metal in fuel filter"],
    codes: ["P0087", "P0088", "P0093", "P0191"],
    makes: ["chevrolet", "gmc", "ford", "volkswagen"],
    models: ["duramax", "lml", "6.6", "6.7", "power stroke", "powerstroke", "super duty", "tdi"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check rail pressure and the lift-pump supply",
        description:
          "Compare desired and actual rail pressure while cranking and running, and check the low-pressure supply (lift pump pressure and filter restriction). Low supply pressure starves and kills the high-pressure pump, so fix it first.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with diesel fuel PIDs", "Low-pressure fuel gauge"],
        specs: ["Typical common-rail pressure: roughly 4,000-5,000 psi at idle and up to about 29,000 psi (2,000 bar) under load (check against the service manual)"],
        safety: [RUNNING_ENGINE, FUEL_FIRE, "Read rail pressure from the scan tool only: never open or loosen the high-pressure side to fit a gauge."],
      },
      {
        title: "Inspect the fuel filter for metal",
        description:
          "Cut open or drain the fuel filter into a clean white container and look for fine metallic glitter. Metal confirms internal pump failure and means the contamination has reached the injectors and rails.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Filter wrench", "Clean white container", "Magnet"],
        safety: [FUEL_FIRE, EYE_GLOVES],
      },
      {
        title: "Replace the pump and clean the system (dealer or diesel shop)",
        description:
          "A contaminated system needs the pump, injectors, rails, high-pressure lines and a tank/line flush; a pump alone will fail again. Many owners fit a maker-approved conversion pump. This work is done by a diesel specialist.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 days",
        parts: ["High-pressure fuel pump", "Injectors", "Fuel rails and high-pressure lines", "Fuel filters"],
        safety: [PRESSURISED_FUEL, FUEL_FIRE],
      },
    ],
    ref: "widely reported owner forum pattern; class-action reports on CP4 pumps",
  },
  {
    id: "auto-diesel-water-in-fuel",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Water in diesel fuel (water separator full)",
    explanation:
      "Condensation and bad fuel put water in the tank; the separator collects it until full, then water reaches the pump and injectors, causing rough running, power loss and expensive damage. The water-in-fuel light is the warning.",
    symptoms: [
      "water in fuel light on diesel",
      "diesel truck sputtering and losing power after fill up",
      "wif light came on ford",
      "drain water separator message",
      "rough running diesel, white smoke, after buying cheap fuel",
    ],
    keywords: ["water in fuel", "wif", "water separator", "fuel water separator", "hfcm", "drain"],
    codes: ["P2269"],
    makes: ["ford", "chevrolet", "gmc", "ram"],
    models: ["power stroke", "powerstroke", "duramax", "cummins"],
    prior: 1.2,
    steps: [scanCodes, fuelFilterWater, carTestDrive],
    ref: "SAE J2012 code definition; owner's manual maintenance",
  },
  {
    id: "auto-diesel-gelled-fuel",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Gelled diesel or waxed fuel filter in cold weather",
    explanation:
      "Summer diesel forms wax crystals below its cloud point and plugs the fuel filter, so the engine starts and dies or will not start on a very cold morning, and loses power until the fuel warms.",
    symptoms: [
      "diesel won't start below zero",
      "truck started then died in the cold",
      "fuel gelled up overnight",
      "diesel loses power in freezing weather",
      "cloudy fuel in the filter bowl in winter",
    ],
    keywords: ["gel", "gelled", "wax", "cloud point", "winter diesel", "anti-gel"],
    prior: 0.8,
    steps: [
      {
        title: "Warm the fuel system",
        description:
          "Move the truck into a heated building or warm the filter area gently with warm air. Never use an open flame or a torch on a fuel system.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        safety: [FUEL_FIRE],
      },
      fuelFilterWater,
      {
        title: "Treat and change to winter fuel",
        description:
          "Add an anti-gel or emergency de-gel additive as its label says, fit a new filter, bleed the system, and fill with winter-blend diesel. Use the engine block heater on cold nights.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        parts: ["Fuel filter", "Diesel anti-gel additive", "Winter-blend diesel"],
        safety: [FUEL_FIRE, EYE_GLOVES],
      },
    ],
    ref: "diesel fuel cold-flow properties (cloud point)",
  },
  {
    id: "auto-ford-60-ficm",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Failed fuel injection control module (FICM) on Ford 6.0 Power Stroke",
    explanation:
      "The 6.0 Power Stroke fires its injectors from a FICM that raises battery voltage to about 48 V; heat and weak batteries kill its power supply, so injector voltage drops and the truck cranks long, runs rough and misfires on cold starts.",
    symptoms: [
      "6.0 powerstroke hard start when cold",
      "ficm voltage low",
      "ford diesel rough idle and misfire at start up",
      "6.0 cranks but won't start, batteries good",
      "ficm light stays on",
    ],
    keywords: ["ficm", "fuel injection control module", "6.0", "48 volts", "injector voltage"],
    codes: ["P0611", "P0263", "P0266"],
    makes: ["ford"],
    models: ["6.0", "power stroke", "powerstroke", "f-250", "f-350", "excursion", "e-series"],
    prior: 1,
    steps: [
      batteryTest,
      {
        title: "Check FICM supply and main power voltage",
        description:
          "With a scan tool that reads FICM data, check FICM main power, logic power and FICM (injector) voltage at key-on, while cranking and at idle. Or measure at the FICM test point as the service manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Scan tool with Ford diesel data", "Digital multimeter"],
        specs: ["Typical: FICM voltage about 48 V at key-on, cranking and idle; below about 45 V points at a failing FICM (check against the service manual)"],
        safety: [BATTERY_GAS, RUNNING_ENGINE],
      },
      {
        title: "Repair or replace the FICM",
        description:
          "Replace or have the FICM power supply rebuilt, keep both batteries healthy, and check the FICM connector for oil or corrosion.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["FICM or FICM power supply board", "Batteries (pair)"],
        safety: [BATTERY_GAS],
      },
    ],
    ref: "widely reported owner forum pattern; common diesel shop failure",
  },
  {
    id: "auto-diesel-injector-failure",
    vehicleTypes: ["automotive"],
    system: "fuel",
    cause: "Worn or leaking diesel injector (high return rate, poor balance)",
    explanation:
      "Diesel injectors wear, stick or crack; a leaking injector returns too much fuel, lowers rail pressure, smokes and knocks, and some leak fuel into the oil, raising the oil level. Duramax LB7 injectors and 6.0 Power Stroke stiction are well-known examples.",
    symptoms: [
      "diesel knocking and white smoke at idle",
      "black smoke and miss on one cylinder diesel",
      "oil level rising on the dipstick, smells like diesel",
      "lb7 hard start and smoke",
      "rough idle diesel, balance rates way off",
      "diesel misfire that goes away when warm",
    ],
    keywords: ["injector", "balance rates", "return rate", "fuel in oil", "stiction", "lb7"],
    codes: ["P0087", "P0093", "P0201", "P0202", "P0203", "P0204", "P0205", "P0206", "P0207", "P0208"],
    makes: ["chevrolet", "gmc", "ford", "ram"],
    models: ["duramax", "lb7", "lly", "6.0", "6.4", "power stroke", "cummins"],
    prior: 1,
    steps: [
      scanCodes,
      liveDataReview,
      {
        title: "Run injector balance and contribution tests",
        description:
          "With a capable scan tool, read balance rates (fuel correction per cylinder) at warm idle and run the cylinder contribution or cut-out test; a return-flow test (measuring return fuel per injector) finds leaking injectors on common-rail engines.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Scan tool with diesel injector tests", "Return-flow test kit"],
        specs: ["Typical: balance rates within about ±4 mm³ at warm idle on Duramax (check against the service manual)"],
        safety: [
          RUNNING_ENGINE,
          FUEL_FIRE,
          "Return-flow tests open only the low-pressure return lines; never loosen a high-pressure injector line with the engine running.",
        ],
      },
      {
        title: "Replace injectors (diesel specialist)",
        description:
          "Replace failed injectors with new seals and, on common rail, new high-pressure connectors or lines as specified, and code the injector trim values into the ECM. Change oil if fuel has diluted it.",
        safetyLevel: "High Risk",
        estimatedTime: "3-10 h",
        parts: ["Diesel injectors", "Injector seals/copper washers", "High-pressure lines", "Engine oil and filter"],
        safety: [PRESSURISED_FUEL, FUEL_FIRE, LIFTED_VEHICLE],
      },
    ],
    ref: "widely reported owner forum pattern; common diesel shop failure",
  },
];
