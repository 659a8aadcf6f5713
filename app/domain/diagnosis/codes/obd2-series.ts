import type { VehicleSystem } from "../types.ts";

/**
 * Generic OBD-II (SAE J2012) meanings that come in regular series: the same sensor with its
 * circuit / range / low / high / intermittent variants, or the same part per cylinder. Generating
 * them keeps the table short and consistent. Wording is ours; the numbering is the public standard.
 */

export type CodeRow = [code: string, system: VehicleSystem, meaning: string];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** P-code from a decimal-looking number, e.g. code("P", 0x0100) -> "P0100". */
function code(prefix: string, n: number): string {
  return prefix + hex(n);
}

const SENSOR5 = ["circuit fault", "circuit range/performance problem", "circuit low input", "circuit high input", "circuit intermittent"];
const SOLENOID5 = ["circuit fault", "performance problem or stuck off", "stuck on", "electrical fault", "intermittent"];
const O2_6 = ["circuit fault", "circuit low voltage", "circuit high voltage", "circuit slow response", "circuit no activity detected", "heater circuit fault"];

/** Rows for `subject + suffix[i]` starting at `start` (a hex number such as 0x0100). */
function series(start: number, system: VehicleSystem, subject: string, suffixes: string[], prefix = "P"): CodeRow[] {
  return suffixes.map((s, i) => [code(prefix, start + i), system, `${subject} ${s}`]);
}

function perCylinder(start: number, count: number, system: VehicleSystem, text: (n: number) => string, stride = 1): CodeRow[] {
  const rows: CodeRow[] = [];
  for (let n = 1; n <= count; n++) rows.push([code("P", start + (n - 1) * stride), system, text(n)]);
  return rows;
}

export function seriesRows(): CodeRow[] {
  const rows: CodeRow[] = [];
  const push = (r: CodeRow[]) => rows.push(...r);
  // Camshaft timing actuators and cam/crank correlation.
  const camTiming: Array<[number, string]> = [
    [0x0010, '"A" camshaft position actuator circuit, bank 1'],
    [0x0011, '"A" camshaft timing over-advanced or system performance, bank 1'],
    [0x0012, '"A" camshaft timing over-retarded, bank 1'],
    [0x0013, '"B" camshaft position actuator circuit, bank 1'],
    [0x0014, '"B" camshaft timing over-advanced or system performance, bank 1'],
    [0x0015, '"B" camshaft timing over-retarded, bank 1'],
    [0x0016, "Crankshaft/camshaft position correlation, bank 1 sensor A"],
    [0x0017, "Crankshaft/camshaft position correlation, bank 1 sensor B"],
    [0x0018, "Crankshaft/camshaft position correlation, bank 2 sensor A"],
    [0x0019, "Crankshaft/camshaft position correlation, bank 2 sensor B"],
    [0x0020, '"A" camshaft position actuator circuit, bank 2'],
    [0x0021, '"A" camshaft timing over-advanced or system performance, bank 2'],
    [0x0022, '"A" camshaft timing over-retarded, bank 2'],
    [0x0023, '"B" camshaft position actuator circuit, bank 2'],
    [0x0024, '"B" camshaft timing over-advanced or system performance, bank 2'],
    [0x0025, '"B" camshaft timing over-retarded, bank 2'],
  ];
  for (const [n, t] of camTiming) rows.push([code("P", n), "engine-mechanical", t]);
  // Oxygen sensor heater control circuits.
  const heaters: Array<[number, string]> = [
    [0x0030, "bank 1 sensor 1"],
    [0x0036, "bank 1 sensor 2"],
    [0x0042, "bank 1 sensor 3"],
    [0x0050, "bank 2 sensor 1"],
    [0x0056, "bank 2 sensor 2"],
    [0x0062, "bank 2 sensor 3"],
  ];
  for (const [n, pos] of heaters) push(series(n, "emissions", `Oxygen sensor heater control, ${pos}:`, ["circuit fault", "circuit low", "circuit high"]));
  // Variable valve control solenoids.
  push(series(0x0075, "engine-mechanical", "Intake valve control solenoid, bank 1:", ["circuit fault", "circuit low", "circuit high"]));
  push(series(0x0078, "engine-mechanical", "Exhaust valve control solenoid, bank 1:", ["circuit fault", "circuit low", "circuit high"]));
  push(series(0x0081, "engine-mechanical", "Intake valve control solenoid, bank 2:", ["circuit fault", "circuit low", "circuit high"]));
  push(series(0x0084, "engine-mechanical", "Exhaust valve control solenoid, bank 2:", ["circuit fault", "circuit low", "circuit high"]));
  push(series(0x0070, "sensors-ecu", "Ambient air temperature sensor", SENSOR5));
  push(series(0x0095, "sensors-ecu", "Intake air temperature sensor 2", SENSOR5));
  push(series(0x0100, "air-intake", "Mass air flow (MAF) sensor", SENSOR5));
  push(series(0x0105, "air-intake", "Manifold absolute pressure (MAP) / barometric sensor", SENSOR5));
  push(series(0x0110, "sensors-ecu", "Intake air temperature (IAT) sensor 1", SENSOR5));
  push(series(0x0115, "cooling", "Engine coolant temperature (ECT) sensor", SENSOR5));
  push(series(0x0120, "air-intake", 'Throttle/pedal position sensor "A"', SENSOR5));
  push(series(0x0220, "air-intake", 'Throttle/pedal position sensor "B"', SENSOR5));
  push(series(0x0225, "air-intake", 'Throttle/pedal position sensor "C"', SENSOR5));
  push(series(0x0180, "fuel", 'Fuel temperature sensor "A"', SENSOR5));
  push(series(0x0185, "fuel", 'Fuel temperature sensor "B"', SENSOR5));
  push(series(0x0190, "fuel", 'Fuel rail pressure sensor "A"', SENSOR5));
  push(series(0x0195, "lubrication", "Engine oil temperature sensor", SENSOR5));
  push(series(0x0235, "air-intake", 'Turbocharger/supercharger boost sensor "A"', SENSOR5));
  // Oxygen sensors: six codes per sensor position.
  const o2: Array<[number, string]> = [
    [0x0130, "bank 1 sensor 1"],
    [0x0136, "bank 1 sensor 2"],
    [0x0142, "bank 1 sensor 3"],
    [0x0150, "bank 2 sensor 1"],
    [0x0156, "bank 2 sensor 2"],
    [0x0162, "bank 2 sensor 3"],
  ];
  for (const [n, pos] of o2) push(series(n, "emissions", `Oxygen (O2) sensor, ${pos}:`, O2_6));
  // Injectors and misfires, per cylinder.
  push(perCylinder(0x0201, 9, "fuel", (n) => `Injector circuit fault, cylinder ${n}`));
  push([
    ["P0210", "fuel", "Injector circuit fault, cylinder 10"],
    ["P0211", "fuel", "Injector circuit fault, cylinder 11"],
    ["P0212", "fuel", "Injector circuit fault, cylinder 12"],
  ]);
  for (let n = 1; n <= 12; n++) {
    // P0261..P0296 are plain decimal numbers, three per cylinder.
    const dec = (k: number) => `P0${String(261 + (n - 1) * 3 + k)}`;
    rows.push([dec(0), "fuel", `Cylinder ${n} injector circuit low`]);
    rows.push([dec(1), "fuel", `Cylinder ${n} injector circuit high`]);
    rows.push([dec(2), "fuel", `Cylinder ${n} contribution/balance fault (cylinder is weak compared to the others)`]);
  }
  for (let n = 1; n <= 12; n++) rows.push([`P03${String(n).padStart(2, "0")}`, "ignition", `Misfire detected, cylinder ${n}`]);
  for (let n = 1; n <= 12; n++)
    rows.push([
      `P0${String(350 + n)}`,
      "ignition",
      `Ignition coil ${String.fromCharCode(64 + n)} primary/secondary circuit (cylinder ${n} coil on most engines)`,
    ]);
  push(series(0x0325, "ignition", "Knock sensor 1 (bank 1 or single sensor)", SENSOR5));
  push(series(0x0330, "ignition", "Knock sensor 2 (bank 2)", SENSOR5));
  push(series(0x0335, "sensors-ecu", 'Crankshaft position sensor "A"', SENSOR5));
  push(series(0x0340, "sensors-ecu", 'Camshaft position sensor "A", bank 1 or single sensor', SENSOR5));
  push(series(0x0345, "sensors-ecu", 'Camshaft position sensor "A", bank 2', SENSOR5));
  push(series(0x0365, "sensors-ecu", 'Camshaft position sensor "B", bank 1', SENSOR5));
  push(series(0x0390, "sensors-ecu", 'Camshaft position sensor "B", bank 2', SENSOR5));
  push(series(0x0385, "sensors-ecu", 'Crankshaft position sensor "B"', SENSOR5));
  // Inputs and outputs.
  push(series(0x0460, "fuel", 'Fuel level sensor "A"', SENSOR5));
  push(series(0x0470, "emissions", "Exhaust back-pressure sensor", SENSOR5));
  push(
    series(0x0520, "lubrication", "Engine oil pressure sensor/switch", ["circuit fault", "circuit range/performance problem", "circuit low", "circuit high"]),
  );
  push(series(0x0530, "hvac", "A/C refrigerant pressure sensor", ["circuit fault", "circuit range/performance problem", "circuit low", "circuit high"]));
  push(series(0x0550, "steering", "Power steering pressure sensor/switch", SENSOR5));
  push(series(0x0555, "brakes", "Brake booster pressure sensor", SENSOR5));
  push(perCylinder(0x0671, 9, "starting", (n) => `Glow plug circuit, cylinder ${n}`));
  push([
    ["P0680", "starting", "Glow plug circuit, cylinder 10"],
    ["P0681", "starting", "Glow plug circuit, cylinder 11"],
    ["P0682", "starting", "Glow plug circuit, cylinder 12"],
  ]);
  // Transmission sensors and solenoids.
  push(series(0x0705, "drivetrain", "Transmission range (PRNDL) sensor", SENSOR5));
  push(series(0x0710, "drivetrain", "Transmission fluid temperature sensor", SENSOR5));
  push(series(0x0715, "drivetrain", "Input/turbine speed sensor", SENSOR5));
  push(series(0x0720, "drivetrain", "Output shaft speed sensor", SENSOR5));
  push(series(0x0740, "drivetrain", "Torque converter clutch (TCC) solenoid", SOLENOID5));
  push(series(0x0745, "drivetrain", 'Transmission pressure control solenoid "A"', SOLENOID5));
  push(series(0x0750, "drivetrain", 'Shift solenoid "A"', SOLENOID5));
  push(series(0x0755, "drivetrain", 'Shift solenoid "B"', SOLENOID5));
  push(series(0x0760, "drivetrain", 'Shift solenoid "C"', SOLENOID5));
  push(series(0x0765, "drivetrain", 'Shift solenoid "D"', SOLENOID5));
  push(series(0x0770, "drivetrain", 'Shift solenoid "E"', SOLENOID5));
  push(series(0x0775, "drivetrain", 'Transmission pressure control solenoid "B"', SOLENOID5));
  push(series(0x0795, "drivetrain", 'Transmission pressure control solenoid "C"', SOLENOID5));
  push(series(0x0840, "drivetrain", 'Transmission fluid pressure sensor/switch "A"', SENSOR5));
  push(series(0x0845, "drivetrain", 'Transmission fluid pressure sensor/switch "B"', SENSOR5));
  push(
    series(0x0880, "drivetrain", "Transmission control module power input", [
      "signal fault",
      "signal range/performance",
      "signal low",
      "signal high",
      "signal intermittent",
    ]),
  );
  rows.push(["P0730", "drivetrain", "Incorrect gear ratio (transmission slipping or wrong gear)"]);
  for (let g = 1; g <= 5; g++) rows.push([`P073${g}`, "drivetrain", `Gear ${g} incorrect ratio (slipping in gear ${g})`]);
  rows.push(["P0736", "drivetrain", "Reverse incorrect ratio"]);
  rows.push(["P0729", "drivetrain", "Gear 6 incorrect ratio"]);
  // Ignition coil primary/secondary circuits A..L in the P23xx block.
  for (let n = 1; n <= 12; n++) {
    const letter = String.fromCharCode(64 + n);
    const base = 2300 + (n - 1) * 3;
    rows.push([`P${base}`, "ignition", `Ignition coil "${letter}" primary control circuit low`]);
    rows.push([`P${base + 1}`, "ignition", `Ignition coil "${letter}" primary control circuit high`]);
    rows.push([`P${base + 2}`, "ignition", `Ignition coil "${letter}" secondary circuit fault`]);
  }
  push(series(0x2120, "air-intake", 'Accelerator pedal position sensor "D"', SENSOR5));
  push(series(0x2125, "air-intake", 'Accelerator pedal position sensor "E"', SENSOR5));
  push(series(0x2130, "air-intake", 'Accelerator pedal position sensor "F"', SENSOR5));
  push(series(0x2200, "emissions", "NOx sensor, bank 1", SENSOR5));
  push(
    series(0x2227, "sensors-ecu", "Barometric pressure sensor", ["circuit range/performance problem", "circuit low", "circuit high", "circuit intermittent"]),
  );
  push(series(0x2452, "emissions", 'Diesel particulate filter (DPF) differential pressure sensor "A"', SENSOR5));
  push(
    series(0x2430, "emissions", "Secondary air injection flow/pressure sensor, bank 1", [
      "circuit fault",
      "circuit range/performance problem",
      "circuit low",
      "circuit high",
    ]),
  );
  return rows;
}
