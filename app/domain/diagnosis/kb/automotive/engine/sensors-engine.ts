import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, scanCodes } from "../../../steps-common.ts";
import { LIFTED_VEHICLE, RUNNING_ENGINE, carTestDrive, carVisualInspection, liveDataReview, sensorCircuitTest } from "./steps.ts";

// Engine sensors the PCM relies on for timing, fuelling and protection.
export const sensorsEngineEntries: FaultEntry[] = [
  {
    id: "auto-crank-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed crankshaft position sensor",
    explanation:
      "Without a crank signal the PCM fires neither spark nor injectors, so the engine cranks but will not start, or stalls suddenly - typically when hot - and restarts after cooling. The tachometer not moving while cranking is a strong hint.",
    symptoms: [
      "stalls when hot and won't restart until it cools down",
      "cranks but no start, tach doesn't move while cranking",
      "engine cuts out while driving and restarts later",
      "P0335 crankshaft position sensor",
      "intermittent stalling at stop lights",
      "no rpm signal",
    ],
    keywords: ["crank sensor", "crankshaft position sensor", "ckp", "crank position", "stalling when hot", "no rpm"],
    codes: ["P0335", "P0336", "P0337", "P0338", "P0339"],
    prior: 1.8,
    steps: [
      scanCodes,
      {
        title: "Watch rpm while cranking",
        description:
          "Connect a scan tool and read engine rpm while a helper cranks. A healthy crank sensor shows roughly 150-300 rpm while cranking; zero rpm with a cranking engine points at the crank sensor, its wiring or the reluctor ring. Try again when the fault is present (hot).",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Scan tool"],
        safety: ["Keep clear of belts and the fan while cranking."],
      },
      sensorCircuitTest,
      {
        title: "Scope or replace the sensor",
        description:
          "Back-probe the signal with a lab scope while cranking to see a clean pattern, or test the AC output of a two-wire magnetic sensor. Replace the sensor with a quality part, check the tip for metal debris and the reluctor ring for damage, and run the crank variation relearn if the maker requires it.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min-2 h",
        tools: ["Lab scope or multimeter", "Jack stands", "Scan tool for relearn"],
        parts: ["Crankshaft position sensor", "Sensor O-ring"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-cam-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed camshaft position sensor",
    explanation:
      "The cam sensor tells the PCM which stroke each cylinder is on; when it fails many engines take a long crank to start, run rough or stall, and set cam position codes. Oil leaking into the sensor connector is a common cause on some engines.",
    symptoms: [
      "long crank before starting",
      "P0340 camshaft position sensor",
      "stalls and jerks, cam sensor code",
      "hard start and check engine light",
      "oil in the cam sensor connector",
      "engine stumbles and dies at low speed",
    ],
    keywords: ["cam sensor", "camshaft position sensor", "cmp", "cam position", "hall sensor"],
    codes: ["P0340", "P0341", "P0342", "P0343", "P0345", "P0346", "P0365", "P0390"],
    prior: 1.5,
    steps: [
      scanCodes,
      carVisualInspection,
      sensorCircuitTest,
      {
        title: "Check the signal and replace if faulty",
        description:
          "With a lab scope, compare the cam signal with the crank signal while cranking or idling. A missing or erratic cam signal with good power and ground means a failed sensor; a signal that is present but out of place points at timing chain stretch instead. Replace the sensor with a new O-ring.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Lab scope", "Socket set"],
        parts: ["Camshaft position sensor", "Sensor O-ring", "Connector pigtail if oil-soaked"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-ect-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Faulty engine coolant temperature (ECT) sensor",
    explanation:
      "The PCM uses the coolant temperature to set fuelling, idle and fan control; a sensor reading too cold makes the engine run rich (black smoke, poor economy, hard hot start), one reading too hot or open can run the fans all the time or give a wrong gauge.",
    symptoms: [
      "temperature gauge reads cold all the time",
      "radiator fans run all the time",
      "black smoke and bad gas mileage, engine warm",
      "hard to start when warm",
      "temp gauge jumps to hot then drops instantly",
      "coolant temp sensor code",
    ],
    keywords: ["ect sensor", "coolant temperature sensor", "cts", "temp sensor", "temp gauge"],
    codes: ["P0115", "P0116", "P0117", "P0118", "P0119", "P0125"],
    prior: 1.5,
    steps: [
      scanCodes,
      {
        title: "Compare ECT with actual temperature",
        description:
          "After an overnight cold soak, key on: ECT and IAT should both read close to the outside temperature. With the engine warm, compare the ECT reading with an infrared thermometer on the thermostat housing. A large difference or a reading of -40 °C (open) or very high (short) points at the sensor or wiring.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Scan tool", "Infrared thermometer"],
        specs: ["Typical: cold-soaked ECT and IAT within about 3-5 °C of each other (check against the service manual)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Replace the sensor (engine cold)",
        description:
          "With the engine cold and the cap loosened to release pressure, replace the sensor quickly to limit coolant loss, top up and bleed the system.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-45 min",
        parts: ["Engine coolant temperature sensor", "Sensor seal", "Coolant"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-iat-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Faulty intake air temperature (IAT) sensor or its connector",
    explanation:
      "The IAT sensor (often built into the MAF) corrects fuelling and timing for air density; an open or shorted sensor sets IAT codes, and a skewed one causes mild fuelling and cold-start issues. Connectors are often broken during air filter changes.",
    symptoms: [
      "intake air temperature sensor code",
      "IAT reads -40 on the scan tool",
      "broken clip on the air temp sensor after filter change",
      "hard cold start and iat code",
      "air temp reading 150 degrees at idle in winter",
    ],
    keywords: ["iat sensor", "intake air temperature", "air temp sensor", "act sensor"],
    codes: ["P0110", "P0111", "P0112", "P0113", "P0114"],
    prior: 1,
    steps: [scanCodes, liveDataReview, sensorCircuitTest, carTestDrive],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-map-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Faulty manifold absolute pressure (MAP) sensor or its vacuum hose",
    explanation:
      "The MAP sensor reports engine load; a failed sensor or a cracked, disconnected or oil-clogged hose to it gives wrong fuelling - rough idle, black smoke or hesitation - and MAP codes. On turbo engines it also reports boost.",
    symptoms: [
      "map sensor code",
      "black smoke and rich running, map sensor",
      "hesitation and stalling, map hose off",
      "poor fuel economy and rough idle",
      "boost reading wrong on the gauge",
    ],
    keywords: ["map sensor", "manifold absolute pressure", "boost sensor", "map hose", "load sensor"],
    codes: ["P0105", "P0106", "P0107", "P0108", "P0236", "P0237", "P0238"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check MAP against barometric and running values",
        description:
          "Key on, engine off: MAP should equal barometric pressure. At warm idle it should drop to a low value and rise quickly on a snap throttle. Check the hose or port for cracks and oil blockage.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Scan tool", "Hand vacuum pump"],
        specs: [
          "Typical: key-on engine-off MAP about 100 kPa at sea level (less at altitude); warm idle about 25-40 kPa on a healthy gasoline engine",
        ],
        safety: [RUNNING_ENGINE],
      },
      sensorCircuitTest,
      {
        title: "Replace the sensor or hose",
        description:
          "Replace a cracked hose or oil-clogged port, or the sensor if it does not follow the vacuum applied with a hand pump. Clear codes and re-check fuel trims.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        parts: ["MAP sensor", "MAP sensor hose or O-ring"],
      },
    ],
    ref: "SAE J2012 code definition; common shop failure",
  },
  {
    id: "auto-knock-sensor-failed",
    vehicleTypes: ["automotive"],
    system: "sensors-ecu",
    cause: "Failed knock sensor or corroded knock sensor harness",
    explanation:
      "Knock sensors listen for detonation so the PCM can retard timing; a cracked sensor or corroded harness sets knock circuit codes and the PCM pulls timing as a precaution, costing power and fuel economy. On GM 4.8/5.3/6.0 V8s they sit under the intake manifold where water rots the harness.",
    symptoms: [
      "knock sensor code P0327",
      "P0332 knock sensor 2",
      "sluggish with knock sensor light",
      "pinging and knock sensor circuit",
      "knock sensor codes after a car wash",
    ],
    keywords: ["knock sensor", "detonation sensor", "ks", "knock sensor harness", "pinging"],
    codes: ["P0325", "P0326", "P0327", "P0328", "P0330", "P0332", "P0333"],
    makes: ["chevrolet", "gmc"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "4.8", "5.3", "6.0"],
    prior: 1.2,
    steps: [
      scanCodes,
      sensorCircuitTest,
      {
        title: "Check the sensor resistance and harness",
        description:
          "Measure the sensor (or the circuit from the PCM end) against spec and look at the knock sensor harness for green corrosion and broken insulation. On engines with sensors under the intake manifold, replace the harness along with the sensors.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min-4 h",
        tools: ["Digital multimeter", "Torque wrench"],
        specs: ["Typical: many GM V8 two-wire knock sensors read roughly 90-110 kΩ; other makes differ widely - check against the service manual",
          "Typical: torque knock sensors exactly to spec; over- or under-tightening changes their sensitivity"],
        parts: ["Knock sensor(s)", "Knock sensor harness", "Intake manifold gaskets (if removed)"],
        safety: [HOT_ENGINE],
      },
      carTestDrive,
    ],
    ref: "SAE J2012 code definition; widely reported owner forum pattern (GM V8)",
  },
];
