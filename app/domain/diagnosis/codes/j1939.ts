import type { VehicleSystem } from "../types.ts";

/**
 * SAE J1939 diagnostic codes as used by diesel engines on tractors, loaders and trucks.
 * A J1939 fault is SPN (what: the parameter or part) + FMI (how it failed). Wording is ours.
 *
 * Reading one: "SPN 110 FMI 0" = engine coolant temperature, data valid but above the normal
 * range (most severe level) -> an actual overheat, not a sensor wiring fault. FMI 3/4 point at
 * wiring (voltage high/low), FMI 0/1/15-18 at a real measured condition, FMI 2/8/19 at erratic
 * or implausible data, FMI 5/6 at an open or shorted circuit, FMI 7 at a mechanical part that
 * does not respond, FMI 31 at a condition that exists without a better FMI.
 */

export const FMI_MEANINGS: readonly string[] = [
  "data valid but above the normal operating range (most severe level)",
  "data valid but below the normal operating range (most severe level)",
  "data erratic, intermittent or incorrect",
  "voltage above normal or shorted to a high source",
  "voltage below normal or shorted to a low source",
  "current below normal or open circuit",
  "current above normal or grounded circuit",
  "mechanical system not responding or out of adjustment",
  "abnormal frequency, pulse width or period",
  "abnormal update rate",
  "abnormal rate of change",
  "root cause not known",
  "bad intelligent device or component",
  "out of calibration",
  "special instructions (see the manufacturer's documentation)",
  "data valid but above the normal operating range (least severe level)",
  "data valid but above the normal operating range (moderately severe level)",
  "data valid but below the normal operating range (least severe level)",
  "data valid but below the normal operating range (moderately severe level)",
  "received network data in error",
  "data drifted high",
  "data drifted low",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "reserved for future assignment",
  "condition exists",
];

/** Plain-words reading of an FMI: what kind of fault to look for. */
export function fmiHint(fmi: number): string {
  if ([0, 1, 15, 16, 17, 18].includes(fmi))
    return "The sensor reads a real out-of-range condition: check the actual temperature/pressure/level before suspecting the sensor.";
  if (fmi === 3 || fmi === 4)
    return "A voltage is outside the sensor's electrical range: check the connector, wiring for shorts or opens, and the 5 V reference before replacing the sensor.";
  if (fmi === 5 || fmi === 6) return "The circuit is open or shorted: measure the part's resistance and check the wiring and connector.";
  if (fmi === 7) return "A mechanical part did not respond as commanded: check it for sticking, wear or adjustment.";
  if (fmi === 9 || fmi === 19) return "Data on the CAN network is missing or wrong: check the network wiring, terminating resistors and module power.";
  if (fmi === 2 || fmi === 8 || fmi === 10 || fmi === 20 || fmi === 21)
    return "The signal is erratic or implausible: look for loose pins, chafed wiring, interference or a failing sensor.";
  if (fmi === 12 || fmi === 13) return "The controller reports a bad or uncalibrated device: a calibration or the component itself is suspect.";
  return "Follow the manufacturer's troubleshooting for this SPN/FMI pair.";
}

const SPN_TABLE = `
27|emissions|EGR valve position
51|air-intake|Throttle position
84|sensors-ecu|Wheel-based vehicle speed
91|air-intake|Accelerator pedal position 1
94|fuel|Fuel delivery pressure (low-pressure supply to the pump)
95|fuel|Fuel filter differential pressure (restricted fuel filter)
96|fuel|Fuel level
97|fuel|Water in fuel indicator
98|lubrication|Engine oil level
100|lubrication|Engine oil pressure
101|engine-mechanical|Crankcase pressure (blow-by)
102|air-intake|Intake manifold (boost) pressure
105|air-intake|Intake manifold air temperature
106|air-intake|Air inlet pressure
107|air-intake|Air filter differential pressure (restricted air filter)
108|sensors-ecu|Barometric pressure
109|cooling|Coolant pressure
110|cooling|Engine coolant temperature
111|cooling|Coolant level
127|drivetrain|Transmission oil pressure
157|fuel|Fuel rail pressure (common rail)
158|charging|Key-switch battery potential (voltage at the controller)
164|fuel|Injection control pressure
167|charging|Charging system potential (alternator voltage)
168|charging|Battery potential / power input voltage
171|sensors-ecu|Ambient air temperature
173|emissions|Exhaust gas temperature
174|fuel|Fuel temperature
175|lubrication|Engine oil temperature
177|drivetrain|Transmission oil temperature
190|sensors-ecu|Engine speed
237|sensors-ecu|Vehicle identification number mismatch
412|emissions|EGR temperature
441|sensors-ecu|Auxiliary temperature 1
520|drivetrain|Retarder / actual retarder torque
563|brakes|Anti-lock braking (ABS) active status
626|starting|Intake air heater / start enable device
627|charging|Power supply to the controller
629|sensors-ecu|Controller (ECU) internal fault
636|sensors-ecu|Camshaft position sensor (engine position)
637|sensors-ecu|Crankshaft position sensor (timing)
639|sensors-ecu|J1939 CAN data link
641|air-intake|Variable geometry turbocharger actuator
647|cooling|Fan clutch output device driver
651|fuel|Injector cylinder 1
652|fuel|Injector cylinder 2
653|fuel|Injector cylinder 3
654|fuel|Injector cylinder 4
655|fuel|Injector cylinder 5
656|fuel|Injector cylinder 6
677|starting|Starter solenoid lockout relay driver
723|sensors-ecu|Engine speed sensor 2 (camshaft)
729|air-intake|Inlet air heater driver
974|air-intake|Remote accelerator pedal position
1072|engine-mechanical|Engine compression/exhaust brake output
1127|air-intake|Turbocharger 1 boost pressure
1136|sensors-ecu|ECU temperature
1172|air-intake|Turbocharger compressor inlet temperature
1176|air-intake|Turbocharger compressor inlet pressure
1209|emissions|Exhaust gas pressure
1231|sensors-ecu|J1939 CAN data link 2
1347|fuel|High-pressure fuel pump solenoid / pressure control valve
1569|fuel|Engine protection torque derate active
1675|starting|Engine starter mode
1761|emissions|DEF (aftertreatment diesel exhaust fluid) tank level
2791|emissions|EGR valve control (actuator)
3031|emissions|DEF tank temperature
3216|emissions|Aftertreatment inlet NOx sensor
3226|emissions|Aftertreatment outlet NOx sensor
3242|emissions|DPF inlet temperature
3246|emissions|DPF outlet temperature
3251|emissions|DPF differential pressure (soot load)
3361|emissions|DEF dosing unit / dosing valve
3363|emissions|DEF tank heater
3364|emissions|DEF quality (concentration)
3464|air-intake|Electronic throttle actuator control
3509|sensors-ecu|Sensor supply voltage 1
3510|sensors-ecu|Sensor supply voltage 2
3511|sensors-ecu|Sensor supply voltage 3
3597|sensors-ecu|ECU power output supply voltage 1
3697|emissions|DPF regeneration inhibited
3700|emissions|DPF active regeneration status
3703|emissions|DPF regeneration inhibited by switch
3711|emissions|Diesel oxidation catalyst (DOC) intake temperature
3719|emissions|DPF soot load percent (needs a regeneration)
3936|emissions|DPF system (soot accumulation or filter damage)
4094|emissions|NOx limits exceeded due to insufficient DEF quality
4334|emissions|DEF doser absolute pressure
4364|emissions|SCR conversion efficiency (catalyst NOx reduction)
4765|emissions|Diesel oxidation catalyst inlet temperature
5246|emissions|SCR operator inducement severity (emissions derate)
5394|emissions|DEF dosing valve
`;

export interface SpnMeaning {
  spn: number;
  system: VehicleSystem;
  name: string;
}

let spns: Map<number, SpnMeaning> | null = null;

function getSpns(): Map<number, SpnMeaning> {
  if (spns) return spns;
  spns = new Map();
  for (const line of SPN_TABLE.split("\n")) {
    const [n, system, name] = line.split("|");
    if (n && system && name) spns.set(Number(n), { spn: Number(n), system: system as VehicleSystem, name });
  }
  return spns;
}

export function spnCount(): number {
  return getSpns().size;
}

export function lookupSpn(spn: number): SpnMeaning | null {
  return getSpns().get(spn) ?? null;
}

/** Human meaning of an SPN with optional FMI, honest when the SPN is not in our table. */
export function describeJ1939(spn: number, fmi?: number): { system: VehicleSystem; meaning: string; known: boolean } {
  const s = lookupSpn(spn);
  const what = s ? s.name : `SPN ${spn} (not in our table; the parameter depends on the engine maker's list)`;
  const how = fmi === undefined ? "" : FMI_MEANINGS[fmi] ? `: ${FMI_MEANINGS[fmi]}` : `: FMI ${fmi} is not a valid failure mode (0-31)`;
  return { system: s?.system ?? "sensors-ecu", meaning: what + how, known: !!s };
}
