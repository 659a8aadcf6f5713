import type { VehicleType } from "../../app/domain/diagnosis/types.ts";

/**
 * Vehicles and complaints for the applicability test (issue #12). The vehicles are written from what is publicly
 * known about them, not from the catalogue; the rules read the cause titles a person sees.
 */

type Fuel = "petrol" | "diesel" | "electric" | "hybrid";
type Gearbox = "manual" | "automatic" | "cvt" | "dual-clutch" | "hydrostatic";
type Kind = "robot" | "lawn" | "compact" | "utility" | "skid-steer" | "excavator" | "backhoe" | "loader" | "combine" | "atv" | "utv" | "car";

export interface Vehicle {
  type: VehicleType;
  make: string;
  model: string;
  kind: Kind;
  fuel?: Fuel;
  gearbox?: Gearbox;
}

const v = (type: VehicleType, make: string, model: string, kind: Kind, fuel?: Fuel, gearbox?: Gearbox): Vehicle => ({ type, make, model, kind, fuel, gearbox });

export const VEHICLES: Vehicle[] = [
  // tractors, mowers and construction machines
  v("tractor", "Husqvarna", "Automower 430X", "robot", "electric"),
  v("tractor", "Worx", "Landroid M500", "robot", "electric"),
  v("tractor", "Segway", "Navimow i105", "robot", "electric"),
  v("tractor", "John Deere", "X300", "lawn", "petrol", "hydrostatic"),
  v("tractor", "John Deere", "D105", "lawn", "petrol"),
  v("tractor", "Cub Cadet", "XT1 LT42", "lawn", "petrol", "hydrostatic"),
  v("tractor", "Husqvarna", "YTH24V48", "lawn", "petrol"),
  v("tractor", "Craftsman", "T110", "lawn", "petrol"),
  v("tractor", "Toro", "TimeCutter SS4225", "lawn", "petrol", "hydrostatic"),
  v("tractor", "Troy-Bilt", "Pony 42", "lawn", "petrol"),
  v("tractor", "Kubota", "BX2380", "compact", "diesel", "hydrostatic"),
  v("tractor", "John Deere", "1025R", "compact", "diesel", "hydrostatic"),
  v("tractor", "Kubota", "L3901", "compact", "diesel"),
  v("tractor", "Mahindra", "2638 HST", "compact", "diesel", "hydrostatic"),
  v("tractor", "Kioti", "CK2610", "compact", "diesel"),
  v("tractor", "John Deere", "5075E", "utility", "diesel"),
  v("tractor", "Kubota", "M7060", "utility", "diesel"),
  v("tractor", "New Holland", "Workmaster 75", "utility", "diesel"),
  v("tractor", "Massey Ferguson", "4707", "utility", "diesel"),
  v("tractor", "Case IH", "Magnum 340", "utility", "diesel"),
  v("tractor", "Ford", "8N 1950", "utility", "petrol", "manual"),
  v("tractor", "Farmall", "Super M", "utility", "petrol", "manual"),
  v("tractor", "Bobcat", "S650", "skid-steer", "diesel"),
  v("tractor", "Caterpillar", "262D", "skid-steer", "diesel"),
  v("tractor", "John Deere", "333G", "skid-steer", "diesel"),
  v("tractor", "Kubota", "SVL75", "skid-steer", "diesel"),
  v("tractor", "Kubota", "KX040", "excavator", "diesel"),
  v("tractor", "Caterpillar", "308 mini excavator", "excavator", "diesel"),
  v("tractor", "Case", "580 Super N", "backhoe", "diesel"),
  v("tractor", "JCB", "3CX", "backhoe", "diesel"),
  v("tractor", "Caterpillar", "950 wheel loader", "loader", "diesel"),
  v("tractor", "John Deere", "S680 combine", "combine", "diesel"),
  // ATVs and side-by-sides
  v("atv", "Polaris", "Sportsman 570", "atv", "petrol", "cvt"),
  v("atv", "Honda", "Rancher TRX420 manual shift", "atv", "petrol", "manual"),
  v("atv", "Honda", "Recon 250", "atv", "petrol", "manual"),
  v("atv", "Honda", "Foreman 500", "atv", "petrol"),
  v("atv", "Yamaha", "Grizzly 700", "atv", "petrol", "cvt"),
  v("atv", "Yamaha", "Kodiak 700", "atv", "petrol", "cvt"),
  v("atv", "Can-Am", "Outlander 650", "atv", "petrol", "cvt"),
  v("atv", "Suzuki", "KingQuad 750", "atv", "petrol", "cvt"),
  v("atv", "Arctic Cat", "500 4x4", "atv", "petrol"),
  v("atv", "Kawasaki", "Brute Force 750", "atv", "petrol", "cvt"),
  v("atv", "CFMoto", "CForce 600", "atv", "petrol", "cvt"),
  v("atv", "Polaris", "RZR XP 1000", "utv", "petrol", "cvt"),
  v("atv", "Polaris", "Ranger EV", "utv", "electric"),
  v("atv", "Can-Am", "Maverick X3", "utv", "petrol", "cvt"),
  v("atv", "Kubota", "RTV-X1100C diesel", "utv", "diesel", "hydrostatic"),
  v("atv", "John Deere", "Gator XUV 825i", "utv", "petrol", "cvt"),
  // (The Mule 4010 was sold with petrol and diesel engines: the name alone does not say which.)
  v("atv", "Kawasaki", "Mule Pro-FXT", "utv", "petrol", "cvt"),
  v("atv", "Honda", "Pioneer 1000", "utv", "petrol"),
  v("atv", "Yamaha", "Viking", "utv", "petrol", "cvt"),
  // cars, pickups, SUVs and vans
  v("automotive", "Toyota", "Camry 2012", "car", "petrol", "automatic"),
  v("automotive", "Honda", "Civic 2008", "car"), // a diesel Civic was sold in Europe
  v("automotive", "Nissan", "Altima 2014", "car", "petrol", "cvt"),
  v("automotive", "Subaru", "Outback 2015", "car"), // diesel and manual versions were sold in Europe
  v("automotive", "Mazda", "MX-5 Miata 2006 manual", "car", "petrol", "manual"),
  v("automotive", "Ford", "Focus 2014 automatic", "car", undefined, "dual-clutch"),
  v("automotive", "Volkswagen", "Jetta TDI 2012", "car", "diesel"),
  v("automotive", "Volkswagen", "Golf GTI DSG 2016", "car", "petrol", "dual-clutch"),
  v("automotive", "Tesla", "Model 3 2020", "car", "electric"),
  v("automotive", "Nissan", "Leaf 2016", "car", "electric"),
  v("automotive", "Chevrolet", "Bolt 2019", "car", "electric"),
  v("automotive", "Toyota", "Prius 2010", "car", "hybrid", "cvt"),
  v("automotive", "Ford", "F-150 2012", "car", "petrol"),
  v("automotive", "Ford", "F-250 6.7 Powerstroke 2016", "car", "diesel", "automatic"),
  v("automotive", "Ram", "2500 Cummins 2015", "car", "diesel"),
  v("automotive", "Chevrolet", "Silverado 1500 2011", "car", "petrol", "automatic"),
  v("automotive", "Jeep", "Wrangler 2014", "car"), // a 2.8 CRD diesel in Europe
  v("automotive", "Honda", "Odyssey 2011", "car", "petrol", "automatic"),
  v("automotive", "Mercedes-Benz", "Sprinter 2500 diesel 2014", "car", "diesel"),
  v("automotive", "Land Rover", "Discovery 2 1999", "car"), // Td5 diesel or V8 petrol
  v("automotive", "Hyundai", "Elantra 2013 automatic", "car", "petrol", "automatic"),
  v("automotive", "BMW", "328i 2009", "car", "petrol"),
];

export const COMPLAINTS: Record<VehicleType, string[]> = {
  tractor: [
    "won't start, just clicks when I turn the key",
    "cranks over fine but will not fire",
    "starts then dies after a minute",
    "loses power when working, blows black smoke",
    "white smoke when cold and hard to start in winter",
    "overheats after an hour of work",
    "will not move forward or backward, engine runs fine",
    "slow and weak when going up hills",
    "loud grinding noise when I engage the blades",
    "hydraulics are slow to lift",
    "battery keeps going dead overnight",
    "hard to shift gears and it grinds",
  ],
  atv: [
    "won't start, just clicks",
    "cranks but won't start",
    "bogs down when I give it gas",
    "squealing noise and jerky take off from a stop",
    "won't go into four wheel drive",
    "overheats on trails at slow speed",
    "battery dies when it sits",
    "hard to shift and grinds going into gear",
    "starts then dies",
    "backfires and runs rough",
  ],
  automotive: [
    "won't start, just clicks",
    "cranks but will not start",
    "rough idle and the check engine light is on",
    "transmission slips and shifts hard",
    "grinding noise when braking",
    "overheats in traffic",
    "loses power going uphill",
    "battery keeps dying overnight",
    "hard to get into gear and grinds",
    "white smoke out of the exhaust at start up",
    "shudders when pulling away from a stop",
    "whining noise that rises with speed",
  ],
};

// What each cause title must not name on a vehicle that does not have it.
const NOT_PETROL =
  /^(?!.*\b(wrong fuel|by mistake|diesel in a (gasoline|petrol))\b)(?:.*)(?:\bglow ?plugs?\b|\bdiesel\b|\bDPF\b|\bDEF\b|\bAdBlue\b|\binjection pump\b|\bregen(eration)?\b)/i;
const NOT_DIESEL = /\bspark plugs?\b|\bignition coils?\b|\bcoil packs?\b|\bcarb(uret(t)?or)?s?\b|\bdistributor\b(?!-type injection)|\bmagneto\b|\bpoints\b/i;
const NOT_ELECTRIC =
  /\balternator\b|\bfuel\b|\bspark plugs?\b|\binjectors?\b|\bexhaust\b|\bcatalytic\b|\btiming (belt|chain)\b|\bglow ?plugs?\b|\bstarter (motor|solenoid)\b|\bcarb(uret(t)?or)?s?\b|\bhead gasket\b|\bengine oil\b|\bthrottle body\b/i;
const NOT_TWO_PEDAL =
  /\bclutch (master|slave|cable|pedal|disc|disk|plate|release|linkage|adjustment)\b|\bthrow-?out bearing\b|\brelease bearing\b|\bpressure plate\b|\bclutch (is )?(worn|slipping)\b/i;
const NOT_MANUAL = /\bCVT\b|\btorque converter\b|\bdual-?clutch\b|\bDSG\b|\bPowerShift\b|\bhydrostatic\b|\bdrive belt\b.*\b(CVT|clutch)\b/i;
const NOT_MOWER =
  /\bskid.?steer\b|\bexcavator\b|\bbackhoe\b|\bcombine\b|\bheader\b|\bswing (motor|bearing)\b|\btracks?\b(?! rod)|\bDPF\b|\bseat.?bar\b|\bloader\b|\bboom\b|\bturbocharger\b|\bpower.?shift\b/i;
// A robot mower: battery, wheel motors, blade motor and electronics; no engine, belts, hydraulics, seat or gearbox.
const NOT_ROBOT =
  /\bbelts?\b|\bpulley\b|\btransaxle\b|\bhydrostatic\b|\bhydraulic\b|\bseat\b|\bPTO\b|\bclutch\b|\bdeck\b|\bsteering\b|\bbrakes?\b|\bkey switch\b|\bignition\b|\brecoil\b|\bmuffler\b|\bblower shroud\b|\bcooling fins\b/i;
const NOT_BIG_MACHINE = /\bmower deck\b|\bdeck belt\b|\bblade engagement\b|\briding mower\b|\blawn tractor\b/i;
// A utility tractor may pull a finish mower (a deck with spindles and belts), so decks are not ruled out.
const NOT_UTILITY = /\bskid.?steer\b|\bseat.?bar\b|\bswing (motor|bearing)\b|\bexcavator\b/i;
const NOT_QUAD = /\bseat belt\b|\bcab\b|\bdoors?\b|\bsteering wheel\b/i;

// Makes that may appear in a title, with the makes they share parts with (a GMC has Chevrolet's engines).
const MAKE_GROUPS: string[][] = [
  ["ford", "lincoln", "mercury"],
  ["chevrolet", "chevy", "gmc", "gm", "buick", "cadillac", "duramax", "vortec"],
  ["dodge", "ram", "chrysler", "jeep", "cummins", "hemi", "fca", "stellantis"],
  ["toyota", "lexus"],
  ["honda", "acura"],
  ["nissan", "infiniti"],
  ["hyundai", "kia"],
  ["volkswagen", "vw", "audi"],
  ["subaru"],
  ["mazda"],
  ["bmw", "mini"],
  ["mercedes", "mercedes-benz"],
  ["tesla"],
  ["land rover", "range rover"],
  ["john deere", "deere"],
  ["kubota"],
  ["new holland", "case", "case ih", "farmall", "international"],
  ["massey ferguson", "massey"],
  ["mahindra"],
  ["kioti"],
  ["bobcat"],
  ["caterpillar", "cat"],
  ["jcb"],
  ["cub cadet", "mtd", "troy-bilt", "craftsman"],
  ["husqvarna"],
  ["toro"],
  ["polaris"],
  ["can-am", "brp"],
  ["yamaha"],
  ["suzuki"],
  ["kawasaki"],
  ["arctic cat", "textron"],
  ["cfmoto"],
];

function brandsNamed(title: string): string[][] {
  // "transfer case" and "case-hardened" name no maker.
  const t = ` ${title.toLowerCase().replace(/transfer case|case.hardened/g, " ")} `;
  return MAKE_GROUPS.filter((g) => g.some((m) => new RegExp(`[^a-z-]${m.replace(/[-]/g, "[- ]?")}[^a-z-]`).test(t)));
}

export function problems(vehicle: Vehicle, cause: string): string[] {
  const out: string[] = [];
  const hit = (re: RegExp, why: string) => re.test(cause) && out.push(why);
  if (vehicle.fuel === "petrol") hit(NOT_PETROL, "diesel part on a petrol machine");
  if (vehicle.fuel === "diesel") hit(NOT_DIESEL, "petrol part on a diesel machine");
  if (vehicle.fuel === "electric") hit(NOT_ELECTRIC, "combustion part on an electric vehicle");
  if (vehicle.gearbox && vehicle.gearbox !== "manual") hit(NOT_TWO_PEDAL, "clutch-pedal part without a clutch pedal");
  if (vehicle.gearbox === "manual") hit(NOT_MANUAL, "automatic-gearbox part on a manual");
  if (vehicle.kind === "lawn") hit(NOT_MOWER, "big-machine part on a lawn tractor");
  if (vehicle.kind === "robot") {
    hit(NOT_MOWER, "big-machine part on a robot mower");
    hit(NOT_ROBOT, "ride-on or engine part on a robot mower");
  }
  if (["skid-steer", "excavator", "backhoe", "loader", "combine"].includes(vehicle.kind))
    hit(NOT_BIG_MACHINE, "mower part on a construction or harvest machine");
  if (vehicle.kind === "utility" || vehicle.kind === "compact") hit(NOT_UTILITY, "another machine class's part on a tractor");
  if (vehicle.kind === "atv") hit(NOT_QUAD, "side-by-side part on a quad");
  const own = MAKE_GROUPS.find((g) => g.some((m) => vehicle.make.toLowerCase() === m || vehicle.make.toLowerCase().startsWith(`${m} `)));
  // A title naming the vehicle's own make too is that make's: a pattern several makes share ("VW/Audi, BMW,
  // Mercedes") or a supplier's part in its machines ("Kawasaki engine cooling fan … (John Deere X300 recall)").
  const named = brandsNamed(cause);
  if (!own || !named.includes(own)) for (const group of named) if (group !== own) out.push(`another make's pattern (${group[0]})`);
  return out;
}
