/**
 * Real machine models for the tractor-model table (model suggestions on the Ag/Construction page).
 * Horsepower is the manufacturer's published engine (gross) figure, rounded; yearTo null = still sold.
 * Figures are for suggestion and context only: the service manual is the authority.
 */
export interface TractorModelSeed {
  brand: string;
  model: string;
  yearFrom: number;
  yearTo: number | null;
  specifications: { type: string; engineHp: number; fuel: "Diesel" | "Gasoline"; transmission: string };
}

const m = (
  brand: string,
  model: string,
  yearFrom: number,
  yearTo: number | null,
  type: string,
  engineHp: number,
  transmission: string,
  fuel: "Diesel" | "Gasoline" = "Diesel",
): TractorModelSeed => ({ brand, model, yearFrom, yearTo, specifications: { type, engineHp, fuel, transmission } });

export const TRACTOR_MODELS: TractorModelSeed[] = [
  m("John Deere", "1025R", 2012, null, "Sub-compact tractor", 24, "Hydrostatic, 2-range"),
  m("John Deere", "3038E", 2015, null, "Compact tractor", 37, "Hydrostatic, 2-range"),
  m("John Deere", "4066R", 2014, null, "Compact tractor", 66, "eHydro hydrostatic, 3-range"),
  m("John Deere", "5055E", 2012, null, "Utility tractor", 55, "9F/3R SyncShuttle"),
  m("John Deere", "5075E", 2014, null, "Utility tractor", 75, "9F/3R SyncShuttle or 12F/12R PowrReverser"),
  m("John Deere", "6120M", 2013, null, "Row-crop/utility tractor", 120, "PowrQuad PLUS 24F/24R"),
  m("John Deere", "6155R", 2014, null, "Row-crop tractor", 155, "AutoQuad PLUS or AutoPowr IVT"),
  m("John Deere", "8R 370", 2020, null, "Row-crop tractor", 370, "e23 PowerShift or AutoPowr IVT"),
  m("John Deere", "S780", 2018, null, "Combine", 473, "Hydrostatic ProDrive"),
  m("John Deere", "320G", 2019, null, "Skid steer loader", 69, "Hydrostatic, 2-speed"),
  m("John Deere", "310L", 2015, null, "Backhoe loader", 92, "4-speed powershift"),
  m("Kubota", "BX2380", 2016, null, "Sub-compact tractor", 23, "Hydrostatic, 2-range"),
  m("Kubota", "B2601", 2017, null, "Compact tractor", 25, "Hydrostatic, 3-range"),
  m("Kubota", "L2501", 2015, null, "Compact tractor", 25, "Hydrostatic or 8F/4R gear"),
  m("Kubota", "L3901", 2015, null, "Compact tractor", 38, "Hydrostatic or 8F/8R shuttle"),
  m("Kubota", "M7-172", 2015, null, "Row-crop tractor", 170, "Powershift 24F/24R or KVT"),
  m("Kubota", "SVL75-2", 2016, null, "Compact track loader", 74, "Hydrostatic, 2-speed"),
  m("Kubota", "KX040-4", 2012, null, "Mini excavator", 40, "Hydrostatic travel"),
  m("Kubota", "ZD1211", 2012, null, "Zero-turn mower", 25, "Hydrostatic"),
  m("Case IH", "Farmall 75C", 2012, null, "Utility tractor", 75, "12F/12R power shuttle"),
  m("Case IH", "Maxxum 125", 2013, null, "Utility tractor", 125, "ActiveDrive 4 semi-powershift"),
  m("Case IH", "Magnum 340", 2014, null, "Row-crop tractor", 340, "PowerDrive full powershift or CVXDrive"),
  m("Case IH", "Steiger 620 Quadtrac", 2014, null, "4WD track tractor", 620, "16F/2R full powershift"),
  m("Case IH", "Axial-Flow 8250", 2018, null, "Combine", 634, "Hydrostatic 4-speed"),
  m("New Holland", "Boomer 40", 2014, null, "Compact tractor", 40, "Hydrostatic, 3-range"),
  m("New Holland", "Workmaster 75", 2017, null, "Utility tractor", 75, "12F/12R power shuttle"),
  m("New Holland", "T6.180", 2014, null, "Row-crop/utility tractor", 175, "Electro Command semi-powershift or Dynamic Command"),
  m("New Holland", "L228", 2011, null, "Skid steer loader", 74, "Hydrostatic, 2-speed"),
  m("Massey Ferguson", "1835M", 2019, null, "Compact tractor", 35, "Hydrostatic, 3-range"),
  m("Massey Ferguson", "4707", 2017, null, "Utility tractor", 75, "12F/12R mechanical shuttle"),
  m("Massey Ferguson", "6713", 2017, null, "Utility tractor", 130, "Dyna-4 semi-powershift"),
  m("Massey Ferguson", "8S.265", 2020, null, "Row-crop tractor", 265, "Dyna-7 or Dyna E-Power"),
  m("Mahindra", "1626", 2017, null, "Sub-compact tractor", 26, "Hydrostatic or 9F/3R gear"),
  m("Mahindra", "2638", 2016, null, "Compact tractor", 38, "Hydrostatic, 3-range"),
  m("Mahindra", "6075", 2016, null, "Utility tractor", 75, "12F/12R power shuttle"),
  m("Bobcat", "S650", 2011, null, "Skid steer loader", 74, "Hydrostatic, optional 2-speed"),
  m("Bobcat", "T770", 2011, null, "Compact track loader", 92, "Hydrostatic, 2-speed"),
  m("Bobcat", "E35", 2011, null, "Mini excavator", 25, "Hydrostatic travel, 2-speed"),
  m("Caterpillar", "259D", 2013, 2021, "Compact track loader", 74, "Hydrostatic, 2-speed"),
  m("Caterpillar", "420F2", 2017, null, "Backhoe loader", 93, "4-speed powershift"),
  m("Caterpillar", "320 GC", 2018, null, "Hydraulic excavator", 121, "Hydrostatic travel, 2-speed"),
  m("Caterpillar", "D6", 2019, null, "Track-type tractor (dozer)", 215, "Electric drive or 4-speed powershift"),
  m("Kioti", "CK2610", 2016, null, "Compact tractor", 24, "Hydrostatic, 3-range"),
  m("LS Tractor", "MT225", 2019, null, "Sub-compact tractor", 25, "Hydrostatic, 2-range"),
  m("Yanmar", "YT235", 2016, null, "Compact tractor", 35, "i-HMT hydro-mechanical"),
  m("Fendt", "724 Vario", 2015, null, "Row-crop tractor", 237, "Vario CVT"),
  m("CLAAS", "Lexion 8900", 2020, null, "Combine", 790, "Hydrostatic"),
  m("JCB", "3CX", 2010, null, "Backhoe loader", 109, "4-speed powershift"),
  m("Takeuchi", "TL12V2", 2016, null, "Compact track loader", 111, "Hydrostatic, 2-speed"),
  m("Toro", "TimeCutter 50", 2019, null, "Zero-turn mower", 24, "Hydrostatic", "Gasoline"),
  m("Husqvarna", "Z254F", 2019, null, "Zero-turn mower", 26, "Hydrostatic", "Gasoline"),
  m("Cub Cadet", "XT1 LT46", 2016, null, "Lawn tractor", 22, "Automatic (hydrostatic)", "Gasoline"),
];
