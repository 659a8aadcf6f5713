import type { FaultEntry } from "../../types.ts";
import { HOT_ENGINE, coolantCheck, fuseRelayCheck } from "../../steps-common.ts";
import { ATV_PARK, connectorInspect, coolingClean, fanCircuitTest, rideVerify } from "./steps.ts";

// Cooling faults. ATV/UTV radiators sit low and in front, so mud and grass are the first suspect.
export const atvCoolingEntries: FaultEntry[] = [
  {
    id: "atv-cool-radiator-mud",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Clogged radiator: fins packed with mud, grass or debris",
    explanation:
      "Mud and seeds fill the gaps between the radiator fins and bake hard, so air cannot pass and the engine overheats, especially at low speed in mud, snow plowing or hot weather.",
    symptoms: [
      "overheating after mudding",
      "hot light comes on at low speed",
      "temp light on when plowing",
      "radiator full of mud",
      "fan runs all the time and still overheats",
      "boils over in summer",
      "engine temp climbing on the trail",
    ],
    keywords: ["overheat", "radiator", "mud", "hot light", "temp light", "relocation kit"],
    makes: ["kawasaki", "polaris", "can-am", "arctic cat"],
    models: ["brute force", "sportsman", "outlander"],
    prior: 3,
    ref: "common field failure; widely reported owner forum pattern on mud machines",
    steps: [coolingClean, coolantCheck, fanCircuitTest, rideVerify],
  },
  {
    id: "atv-cool-fan-motor",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Failed cooling fan motor (seized or burnt out after mud and water)",
    explanation:
      "Fan motors sit right behind the radiator and take water and mud. Rusted bushings or worn brushes seize the motor, so the fan no longer pulls air through the radiator at low speed and the engine overheats.",
    symptoms: [
      "fan not coming on",
      "radiator fan wont spin",
      "overheats when idling",
      "fan hums but doesnt turn",
      "fan spins slowly",
      "temp light at idle but fine when moving",
    ],
    keywords: ["fan", "cooling fan", "fan motor", "radiator fan"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Spin the fan by hand (engine off and cold)",
        description:
          "With the key off, turn the fan blade by hand: it should spin freely. A stiff, gritty or seized fan, or one with mud packed around the blade, points at the motor.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [ATV_PARK, HOT_ENGINE, "Key off: the fan can start on its own while the engine is hot."],
      },
      fanCircuitTest,
      {
        title: "Replace the fan motor",
        description:
          "Replace the fan assembly or motor, route its wiring away from the radiator hoses and seal the connector with dielectric grease.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Socket set", "Dielectric grease"],
        parts: ["Cooling fan motor or fan assembly"],
        safety: ["Disconnect the battery negative cable first.", HOT_ENGINE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-fan-control",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Failed fan relay, fan fuse or fan switch / temperature sensor signal",
    explanation:
      "The fan is switched by a thermo switch in the radiator or by the ECU through a relay from the coolant temperature sensor. A blown fuse, failed relay, corroded connector or failed switch leaves a healthy fan motor off.",
    symptoms: [
      "fan works on 12 volts direct but not on its own",
      "fan fuse keeps blowing",
      "fan never kicks on",
      "overheats and fan doesnt run",
      "fan runs constantly even cold",
      "fan relay clicking",
    ],
    keywords: ["fan relay", "fan switch", "thermo switch", "fan fuse", "temp sensor"],
    codes: ["P0480", "P0117", "P0118"],
    prior: 1.3,
    ref: "common field failure",
    steps: [fuseRelayCheck, fanCircuitTest, connectorInspect, rideVerify],
  },
  {
    id: "atv-cool-low-coolant-air",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Low coolant or an air pocket trapped after a coolant change",
    explanation:
      "Long hose runs to a front radiator trap air after a refill or a leak. The air pocket stops circulation and hides the temperature sensor, so the temperature jumps suddenly or the engine overheats with the fan running. Many machines have a bleed screw that must be used.",
    symptoms: [
      "overheating since i changed the coolant",
      "temp goes up and down fast",
      "coolant low in reservoir again",
      "overflow tank empty",
      "gurgling sound in radiator",
      "heater in cab blows cold",
    ],
    keywords: ["coolant", "air lock", "air pocket", "burp", "bleed", "antifreeze"],
    prior: 1.5,
    ref: "common field failure; bleeding procedure in service manuals",
    steps: [
      coolantCheck,
      {
        title: "Bleed the cooling system",
        description:
          "With the engine cold and the front raised slightly if the manual says so, fill the radiator, open the bleed screw(s) on the thermostat housing or hose until coolant flows without bubbles, then idle with the cap off (engine cold at start) and top up as the level drops. Squeeze the hoses to move bubbles. Refit the cap and fill the reservoir to the mark.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Funnel (spill-free bleeding funnel helps)", "Rags"],
        parts: ["Coolant of the specified type (often pre-mixed 50/50)"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
      {
        title: "Look for the leak if the level keeps dropping",
        description:
          "Pressure-test the cold system and look at hoses, clamps, the radiator, the water pump weep hole and the overflow tank. Check the oil for a milky look.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Cooling system pressure tester"],
        specs: ["Test at the pressure stamped on the radiator cap, typically about 0.9-1.4 bar (13-20 psi)"],
        safety: [HOT_ENGINE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-water-pump-seal",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Leaking water pump mechanical seal",
    explanation:
      "The water pump seal wears, and a small weep hole below the pump lets coolant drip out when the seal leaks. On many engines a failing inner seal also lets coolant into the oil.",
    symptoms: [
      "coolant dripping under the engine",
      "leaking from weep hole",
      "drip from the water pump",
      "losing coolant slowly",
      "milky oil and losing coolant",
      "green crust on engine case",
    ],
    keywords: ["water pump", "weep hole", "pump seal", "mechanical seal", "coolant leak"],
    prior: 1,
    ref: "common field failure",
    steps: [
      coolantCheck,
      {
        title: "Check the weep hole and the oil",
        description:
          "Look at the weep hole under the water pump for coolant drips or dried coolant. Check the oil for a milky look: coolant in the oil means the inner seal has failed too and the oil must be changed after the repair.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Flashlight"],
      },
      {
        title: "Replace the pump seals",
        description:
          "Drain the coolant (and oil if needed), remove the pump cover and impeller, and replace the mechanical seal, oil seal and any worn bearing as a set. Refill, bleed the system and change contaminated oil.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Socket set", "Seal driver", "Torque wrench"],
        parts: ["Water pump mechanical seal", "Oil seal", "Pump cover gasket", "Coolant", "Engine oil"],
        safety: [HOT_ENGINE, "Coolant is poisonous to animals: catch and dispose of it."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-radiator-cap",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Faulty radiator cap not holding pressure",
    explanation:
      "The cap holds the system under pressure to raise the boiling point and lets coolant return from the overflow tank as the engine cools. A weak seal lets the engine boil over and lose coolant out of the overflow.",
    symptoms: [
      "coolant spitting out of overflow tube",
      "boils over but radiator is clean",
      "reservoir overflowing when hot",
      "losing coolant out the overflow",
      "radiator empty but reservoir full",
    ],
    keywords: ["radiator cap", "pressure cap", "overflow"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      coolantCheck,
      {
        title: "Pressure-test the cap",
        description:
          "With the engine cold, test the cap on a cooling system tester with the correct adapter: it must hold its rated pressure. Check the rubber seal for cracks and the vacuum valve for sticking. Replace if in doubt: it is a cheap part.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Cooling system pressure tester with cap adapter"],
        specs: ["Typical rating: about 0.9-1.4 bar (13-20 psi), stamped on the cap (check against the service manual)"],
        parts: ["Radiator cap of the correct pressure rating"],
        safety: [HOT_ENGINE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-thermostat",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Thermostat stuck closed (or stuck open)",
    explanation:
      "A stuck-closed thermostat stops coolant reaching the radiator, so the engine overheats quickly while the radiator stays cool. A stuck-open one keeps the engine cold, with poor running and no cab heat in winter.",
    symptoms: [
      "overheats fast but radiator is cold",
      "top hose hot bottom hose cold",
      "temp light after 5 minutes",
      "never warms up in winter",
      "no heat in the cab",
      "fan never needs to run",
    ],
    keywords: ["thermostat", "stuck thermostat", "radiator cold"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Compare hose temperatures",
        description:
          "Warm the engine at idle in park and measure the radiator inlet and outlet and the engine outlet with an infrared thermometer. A hot engine with a cool radiator inlet points at a closed thermostat (or an air lock).",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Infrared thermometer"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
      {
        title: "Test the thermostat in hot water",
        description:
          "Remove the thermostat with the engine cold, heat it in water with a thermometer and check it starts to open at its rated temperature and opens fully. Replace it with a new gasket or O-ring, then refill and bleed the system.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Pot and stove", "Thermometer", "Socket set"],
        specs: ["Typical opening: about 70-85 °C (160-185 °F), stamped on the thermostat (check against the service manual)"],
        parts: ["Thermostat", "Thermostat O-ring/gasket", "Coolant"],
        safety: [HOT_ENGINE, "Hot water scalds: use tongs and heat-resistant gloves."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-oil-cooler",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Mud-packed oil cooler on an air/oil-cooled engine",
    explanation:
      "Air/oil-cooled engines, common on smaller and older ATVs, rely on an oil cooler and cylinder fins instead of a radiator. Mud on the cooler and fins, or a stopped cooler fan where fitted, lets oil and engine temperature climb: the engine pings, loses power and wears quickly.",
    symptoms: [
      "engine overheating but it has no radiator",
      "oil cooler packed with mud",
      "loses power when hot on air cooled quad",
      "engine pings when hot",
      "cylinder fins caked with mud",
    ],
    keywords: ["oil cooler", "air cooled", "fins", "overheat"],
    prior: 1,
    ref: "owner's manual cleaning instructions; common field pattern",
    steps: [
      {
        title: "Clean the oil cooler and cylinder fins",
        description:
          "With the engine cold, rinse the oil cooler core and cylinder fins with low-pressure water and a soft brush from the back, and clear mud from around the cylinder shroud.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Garden hose", "Soft brush", "Fin comb"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
      fanCircuitTest,
      {
        title: "Check oil level and grade",
        description:
          "Low or wrong-grade oil raises engine temperature. Check the level as the manual describes and use the specified motorcycle/ATV oil grade.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        parts: ["Engine oil of the specified grade"],
        safety: [HOT_ENGINE],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-cool-coolant-leak",
    vehicleTypes: ["atv"],
    system: "cooling",
    cause: "Coolant leak from a punctured radiator, cracked hose or loose clamp",
    explanation:
      "Sticks and rocks puncture front-mounted radiators, plastic tanks crack, and hoses harden and chafe on the frame, especially on the long runs to a front radiator. Coolant drips, the level falls and the engine overheats.",
    symptoms: [
      "coolant leaking from radiator",
      "green puddle under the front",
      "hose leaking coolant",
      "stick went through the radiator",
      "sweet smell and steam from the front",
      "keep topping up coolant",
    ],
    keywords: ["coolant leak", "radiator leak", "hose", "clamp", "antifreeze leak"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      coolantCheck,
      {
        title: "Pressure-test the cooling system",
        description:
          "With the engine cold, pump the system to the cap's rated pressure with a cooling system tester and look along the radiator core, tanks, hoses, clamps and the water pump for drips. The pressure should hold for several minutes.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Cooling system pressure tester with adapters", "Flashlight"],
        specs: ["Test at the pressure stamped on the radiator cap, typically about 0.9-1.4 bar (13-20 psi)"],
        safety: [HOT_ENGINE],
      },
      {
        title: "Repair the leak",
        description:
          "Replace a leaking radiator (temporary epoxy patches are for getting home only), cracked hoses and weak clamps, and re-route hoses away from sharp frame edges. Refill with the specified coolant and bleed the air out.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Hose clamp pliers", "Drain pan"],
        parts: ["Radiator", "Coolant hoses", "Hose clamps", "Coolant of the specified type"],
        safety: [HOT_ENGINE, "Coolant is poisonous to animals: catch and dispose of it."],
      },
      rideVerify,
    ],
  },
];
