import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, LOCKOUT, fuelFilterWater, testDriveVerify } from "../../../steps-common.ts";
import { HIGH_PRESSURE_FUEL, RUNNING_ENGINE, fuelFlowTest, serviceToolCheck } from "./steps.ts";

// Diesel injection side: stop solenoid, injection pump and injectors.
export const dieselInjectionEntries: FaultEntry[] = [
  {
    id: "tr-fuel-shutoff-solenoid",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Failed engine fuel shutoff (stop) solenoid",
    explanation:
      "Many compact diesels (Kubota, Yanmar and the engines in Bobcat, Deere compact and mini excavators) use a solenoid that pulls the injection pump's stop lever to RUN. If its pull-in coil, relay or fuse fails, the engine cranks but gets no fuel; a weak hold coil lets it stop at random, and a sticking plunger or stop linkage can keep the engine running after the key is turned off.",
    symptoms: [
      "cranks but wont start no smoke",
      "fuel solenoid not clicking",
      "engine shuts off by itself and restarts",
      "cranks fine never fires",
      "dies when I let go of the key",
      "fuel shut off solenoid bad",
      "no click from fuel solenoid with key on",
      "diesel wont shut off with the key",
      "keeps running after key off have to pull the stop lever",
      "diesel runs on after the key is turned off",
    ],
    keywords: ["fuel solenoid", "stop solenoid", "shutoff solenoid", "pull coil", "hold coil", "shut down solenoid", "run-on", "stop lever"],
    codes: ["SPN 632"],
    makes: ["kubota", "bobcat", "yanmar", "john deere"],
    prior: 2,
    ref: "widely reported owner forum pattern",
    steps: [
      {
        title: "Listen and watch the solenoid at key ON",
        description:
          "Have a helper turn the key to ON and START while you listen at the solenoid on the injection pump: a firm clunk is expected. No click: check its fuse, relay and connector. Click but the engine still does not fire: check the plunger moves fully.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [LOCKOUT, "Keep clear of the fan and belts while a helper cranks."],
      },
      {
        title: "Measure the pull and hold coils",
        description:
          "Unplug the solenoid and measure the pull-in and hold coil resistances (three-wire types have both; two-wire types have one coil). Check battery voltage reaches the pull wire during START and the hold wire in RUN.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Typical: pull coil under about 1 Ω, hold coil roughly 10-20 Ω on many three-wire solenoids (check against the service manual)"],
      },
      {
        title: "Replace the solenoid and set the plunger",
        description:
          "Clean the pump mounting face, fit a new O-ring and solenoid, and check the plunger reaches full stroke. Confirm the engine starts and that the key switch stops it.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Wrenches", "Rags"],
        parts: ["Fuel shutoff solenoid", "Solenoid O-ring"],
        safety: [FUEL_FIRE, LOCKOUT],
      },
    ],
  },
  {
    id: "tr-injection-pump-worn",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Worn mechanical injection pump or failed high-pressure common-rail pump",
    explanation:
      "A worn injection pump (or a common-rail pump and its inlet metering valve) cannot build enough pressure: the engine is hard to start hot, low on power, or logs low rail pressure codes.",
    symptoms: [
      "hard to start when hot",
      "low power and no smoke",
      "low rail pressure code",
      "injection pump leaking",
      "takes long cranking to start",
      "engine stalls under load high pressure fuel",
    ],
    keywords: ["injection pump", "injector pump", "high pressure pump", "rotary pump", "inline pump", "metering valve", "common rail"],
    codes: ["SPN 157 FMI 1", "SPN 157 FMI 18", "SPN 1347"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      fuelFilterWater,
      fuelFlowTest,
      serviceToolCheck,
      {
        title: "Compare desired and actual rail pressure while cranking and under load",
        description:
          "On common-rail engines watch desired versus actual rail pressure in the service tool; a gap that grows under load points at the pump, its inlet metering valve, or leaking injectors (check return flow first). Mechanical pumps are tested and rebuilt by a diesel injection shop.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Dealer diagnostic software", "Injector return-flow test kit"],
        specs: ["Typical: about 250-400 bar at idle and over 1,000 bar at rated load on many common-rail engines (check against the service manual)"],
        parts: ["High-pressure fuel pump", "Inlet metering (suction control) valve"],
        safety: [HIGH_PRESSURE_FUEL, RUNNING_ENGINE],
      },
      {
        title: "Replace or rebuild the pump",
        description:
          "Have the pump replaced or rebuilt and timed by a qualified injection shop or dealer. Flush the fuel system: pump wear sends metal into the injectors.",
        safetyLevel: "High Risk",
        estimatedTime: "4-8 h",
        parts: ["Injection pump (new or rebuilt)", "Fuel filters"],
        safety: [HIGH_PRESSURE_FUEL, FUEL_FIRE],
      },
    ],
  },
  {
    id: "tr-injector-faulty",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Faulty or sticking fuel injector",
    explanation:
      "An injector that dribbles, sticks open or has a worn nozzle sprays badly: the cylinder knocks, misfires, smokes black or white, and can wash oil off the cylinder wall.",
    symptoms: [
      "diesel knock on one cylinder",
      "misfire at idle",
      "black smoke and rough running",
      "white smoke when warm",
      "engine runs rough and shakes",
      "fuel in the oil and missing",
      "injector code",
    ],
    keywords: ["injector", "nozzle", "misfire", "knock", "dribble", "leak-off"],
    codes: ["SPN 651", "SPN 652", "SPN 653", "SPN 654", "SPN 655", "SPN 656"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      serviceToolCheck,
      {
        title: "Find the cylinder: balance test or crack-the-line test",
        description:
          "On electronic engines run the cylinder cutout/balance test in the service tool. On mechanical engines, with the engine idling, loosen each injector line nut slightly in turn (wrapped in a rag): a cylinder that changes the sound little when cut out is the weak one.",
        safetyLevel: "High Risk",
        estimatedTime: "20-40 min",
        tools: ["Dealer diagnostic software", "Flare-nut wrenches", "Rags"],
        safety: [HIGH_PRESSURE_FUEL, RUNNING_ENGINE, "Wear safety glasses and gloves."],
      },
      {
        title: "Test or replace the injector",
        description:
          "Remove the injector, noting the sealing washer, and have it pop-tested for opening pressure, spray pattern and dribble, or replace it. Always fit a new copper sealing washer and torque the hold-down to spec.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Injector puller", "Torque wrench", "Injector pop tester"],
        specs: ["Typical opening pressure: about 14 MPa (2,000 psi) on many indirect-injection compact diesels, much higher on direct injection (check against the service manual)"],
        parts: ["Injector", "Injector sealing washer", "Return line seals"],
        safety: [HIGH_PRESSURE_FUEL, FUEL_FIRE],
      },
      testDriveVerify,
    ],
  },
];
