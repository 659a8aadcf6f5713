import type { FaultEntry } from "../../types.ts";
import { FUEL_FIRE, fuseRelayCheck } from "../../steps-common.ts";
import { ATV_PARK, atvScanCodes, connectorInspect, efiFuelPressure, plugInspect, rideVerify } from "./steps.ts";

// EFI fuel delivery faults: in-tank pump modules, their relays and the injectors.
export const atvFuelEfiEntries: FaultEntry[] = [
  {
    id: "atv-fuel-efi-pump-weak",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Weak EFI fuel pump or clogged pump pickup screen/filter",
    explanation:
      "EFI ATV/UTVs use an in-tank pump module with a pickup screen and filter. A tired pump or a screen plugged with debris cannot hold pressure under load, so the engine loses power, surges or dies at high throttle and on hills.",
    symptoms: [
      "loses power going up hills",
      "dies at wide open throttle",
      "surges at high speed like its running out of gas",
      "fuel pump whining loud",
      "hard start after sitting, cranks long",
      "bogs under load efi",
      "runs fine at idle but no power",
    ],
    keywords: ["fuel pump", "pickup screen", "fuel filter", "efi", "fuel pressure"],
    codes: ["P0171"],
    makes: ["polaris"],
    models: ["sportsman 850", "sportsman 570", "rzr", "ranger", "general"],
    prior: 1.5,
    ref: "common field failure; widely reported on Polaris EFI models",
    steps: [atvScanCodes, efiFuelPressure, {
      title: "Replace the pump screen/filter or pump module",
      description:
        "With the tank nearly empty, relieve fuel pressure, disconnect the battery, remove the pump module and inspect the pickup screen and filter. Replace a clogged screen/filter, or the pump module if pressure was low with a clean screen. Fit a new module seal and torque the ring or screws evenly.",
      safetyLevel: "High Risk",
      estimatedTime: "1-2 h",
      tools: ["Socket set", "Torque wrench", "Fuel line disconnect tools"],
      parts: ["Fuel pump module", "Pickup screen/filter", "Pump module seal"],
      safety: ["Relieve fuel pressure before opening any fuel line; wrap fittings in a rag.", FUEL_FIRE, "Disconnect the battery negative cable first."],
    }, rideVerify],
  },
  {
    id: "atv-fuel-pump-no-prime",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "EFI fuel pump not running: failed pump relay, fuse or pump wiring",
    explanation:
      "When the key is turned on, the ECU runs the pump for a few seconds to build pressure. If the relay, fuse, connector or pump motor fails, the engine cranks normally but never fires.",
    symptoms: [
      "dont hear the fuel pump prime",
      "cranks but wont start efi",
      "no whine from tank when key on",
      "fuel pump not kicking on",
      "starts after i bang on the tank",
      "no fuel pressure at all",
    ],
    keywords: ["fuel pump relay", "pump prime", "fuel pump fuse", "no fuel"],
    codes: ["P0230", "P0231", "P0232"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Listen for the pump prime at key-on",
        description:
          "Turn the key on (kill switch on RUN) and listen at the fuel tank for a 2-5 second whine. No sound sends you to the fuse, relay and wiring; a pump that runs but gives no start sends you to the pressure test.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK, FUEL_FIRE],
      },
      fuseRelayCheck,
      {
        title: "Check power and ground at the pump connector",
        description:
          "Back-probe the pump connector at key-on: you should see battery voltage for a few seconds and a good ground. Voltage present with the pump silent means a failed pump; no voltage sends you back to the relay, ECU driver and harness.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
        specs: ["Typical: battery voltage (about 12 V) at the pump for 2-5 s after key-on"],
        parts: ["Fuel pump relay", "Fuel pump module"],
        safety: [FUEL_FIRE, ATV_PARK],
      },
      connectorInspect,
      efiFuelPressure,
    ],
  },
  {
    id: "atv-fuel-injector",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Clogged or sticking fuel injector",
    explanation:
      "Varnish from stale fuel or debris past the filter can partly block an injector or make it stick. The cylinder runs lean or floods, giving a misfire, rough idle or a fuel smell.",
    symptoms: [
      "misfires on one cylinder",
      "rough idle efi after storage",
      "one exhaust pipe cold",
      "smells like raw gas out the exhaust",
      "hesitates and stumbles",
      "check engine light with misfire",
    ],
    keywords: ["injector", "fuel injector", "misfire", "efi"],
    codes: ["P0201", "P0202", "P0300", "P0301", "P0302"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      atvScanCodes,
      plugInspect,
      {
        title: "Test the injector resistance and pulse",
        description:
          "Unplug the injector and measure its coil resistance; with a noid light in the connector, crank the engine and look for flashing. A good pulse with a misfire points at a clogged injector, which can be ultrasonically cleaned and flow-tested or replaced.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Noid light set"],
        specs: ["Typical high-impedance injector: about 11-16 Ω (check against the service manual)"],
        parts: ["Fuel injector", "Injector O-rings"],
        safety: ["Relieve fuel pressure before removing an injector.", FUEL_FIRE],
      },
      rideVerify,
    ],
  },
];
