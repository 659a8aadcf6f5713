/**
 * Generic OBD-II codes that do not follow a series, one per line: CODE|system|meaning.
 * Meanings are written in our own words after the published SAE J2012 / ISO 15031-6 titles.
 * Kept as text blocks because they are compact in the bundle and easy to scan and extend.
 */

/** P0xxx: generic powertrain codes. */
export const OBD2_TABLE_P0 = `
P0001|fuel|Fuel volume regulator control circuit open
P0002|fuel|Fuel volume regulator control circuit range/performance
P0003|fuel|Fuel volume regulator control circuit low
P0004|fuel|Fuel volume regulator control circuit high
P0005|fuel|Fuel shutoff valve control circuit open
P0008|engine-mechanical|Engine position system performance, bank 1 (timing chain stretch or cam/crank misalignment)
P0009|engine-mechanical|Engine position system performance, bank 2 (timing chain stretch or cam/crank misalignment)
P0026|engine-mechanical|Intake valve control solenoid circuit range/performance, bank 1
P0027|engine-mechanical|Exhaust valve control solenoid circuit range/performance, bank 1
P0033|air-intake|Turbocharger bypass valve control circuit
P0034|air-intake|Turbocharger bypass valve control circuit low
P0035|air-intake|Turbocharger bypass valve control circuit high
P0045|air-intake|Turbocharger/supercharger boost control solenoid circuit open
P0046|air-intake|Turbocharger/supercharger boost control circuit range/performance
P0047|air-intake|Turbocharger/supercharger boost control circuit low
P0048|air-intake|Turbocharger/supercharger boost control circuit high
P0065|fuel|Air-assisted injector control range/performance
P0066|fuel|Air-assisted injector control circuit or circuit low
P0067|fuel|Air-assisted injector control circuit high
P0068|air-intake|MAP/MAF to throttle position correlation (air entering that the throttle does not explain)
P0069|air-intake|Manifold pressure and barometric pressure do not agree
P0087|fuel|Fuel rail/system pressure too low
P0088|fuel|Fuel rail/system pressure too high
P0089|fuel|Fuel pressure regulator 1 performance
P0090|fuel|Fuel pressure regulator 1 control circuit
P0091|fuel|Fuel pressure regulator 1 control circuit low
P0092|fuel|Fuel pressure regulator 1 control circuit high
P0093|fuel|Fuel system large leak detected
P0094|fuel|Fuel system small leak detected
P0125|cooling|Coolant temperature too low for closed-loop fuel control (slow warm-up)
P0126|cooling|Coolant temperature too low for stable operation
P0127|air-intake|Intake air temperature too high
P0128|cooling|Coolant below thermostat regulating temperature (thermostat stuck open or slow warm-up)
P0129|sensors-ecu|Barometric pressure too low
P0170|fuel|Fuel trim fault, bank 1
P0171|fuel|System too lean, bank 1 (unmetered air, low fuel pressure or a dirty MAF)
P0172|fuel|System too rich, bank 1
P0173|fuel|Fuel trim fault, bank 2
P0174|fuel|System too lean, bank 2 (unmetered air, low fuel pressure or a dirty MAF)
P0175|fuel|System too rich, bank 2
P0176|fuel|Fuel composition (flex fuel) sensor circuit
P0177|fuel|Fuel composition sensor circuit range/performance
P0178|fuel|Fuel composition sensor circuit low
P0179|fuel|Fuel composition sensor circuit high
P0200|fuel|Injector circuit fault (general)
P0213|fuel|Cold start injector 1 fault
P0214|fuel|Cold start injector 2 fault
P0215|fuel|Engine shutoff solenoid fault
P0216|fuel|Injection timing control circuit fault
P0217|cooling|Engine over-temperature condition
P0218|drivetrain|Transmission fluid over-temperature condition
P0219|engine-mechanical|Engine over-speed condition
P0230|fuel|Fuel pump primary circuit (relay control) fault
P0231|fuel|Fuel pump secondary circuit low (pump not getting power)
P0232|fuel|Fuel pump secondary circuit high
P0233|fuel|Fuel pump secondary circuit intermittent
P0234|air-intake|Turbocharger/supercharger overboost condition
P0243|air-intake|Turbocharger wastegate solenoid "A" fault
P0244|air-intake|Turbocharger wastegate solenoid "A" range/performance
P0245|air-intake|Turbocharger wastegate solenoid "A" low
P0246|air-intake|Turbocharger wastegate solenoid "A" high
P0251|fuel|Injection pump fuel metering control "A" (cam/rotor/injector) fault
P0252|fuel|Injection pump fuel metering control "A" range/performance
P0253|fuel|Injection pump fuel metering control "A" low
P0254|fuel|Injection pump fuel metering control "A" high
P0297|drivetrain|Vehicle over-speed condition
P0298|lubrication|Engine oil over-temperature
P0299|air-intake|Turbocharger/supercharger underboost (boost lower than commanded)
P0300|ignition|Random/multiple cylinder misfire detected
P0313|ignition|Misfire detected with low fuel level
P0314|ignition|Single cylinder misfire (cylinder not specified)
P0315|sensors-ecu|Crankshaft position system variation not learned
P0316|ignition|Misfire detected on start-up (first 1000 revolutions)
P0320|ignition|Ignition/distributor engine speed input circuit fault
P0321|ignition|Ignition/distributor engine speed input circuit range/performance
P0322|ignition|Ignition/distributor engine speed input circuit no signal
P0323|ignition|Ignition/distributor engine speed input circuit intermittent
P0324|ignition|Knock control system error
P0350|ignition|Ignition coil primary/secondary circuit fault (general)
P0370|ignition|Timing reference high-resolution signal "A" fault
P0380|starting|Glow plug/heater circuit "A" fault
P0381|starting|Glow plug/heater indicator circuit fault
P0382|starting|Glow plug/heater circuit "B" fault
P0383|starting|Glow plug control module control circuit low
P0384|starting|Glow plug control module control circuit high
P0400|emissions|Exhaust gas recirculation (EGR) flow fault
P0401|emissions|EGR flow insufficient detected (often carbon-blocked passages or a stuck valve)
P0402|emissions|EGR flow excessive detected
P0403|emissions|EGR control circuit fault
P0404|emissions|EGR control circuit range/performance (valve not where commanded)
P0405|emissions|EGR position sensor "A" circuit low
P0406|emissions|EGR position sensor "A" circuit high
P0407|emissions|EGR position sensor "B" circuit low
P0408|emissions|EGR position sensor "B" circuit high
P0409|emissions|EGR position sensor "A" circuit fault
P0410|emissions|Secondary air injection system fault
P0411|emissions|Secondary air injection incorrect flow detected
P0412|emissions|Secondary air injection switching valve "A" circuit fault
P0413|emissions|Secondary air injection switching valve "A" circuit open
P0414|emissions|Secondary air injection switching valve "A" circuit shorted
P0415|emissions|Secondary air injection switching valve "B" circuit fault
P0418|emissions|Secondary air injection pump relay "A" circuit fault
P0420|emissions|Catalyst system efficiency below threshold, bank 1
P0421|emissions|Warm-up catalyst efficiency below threshold, bank 1
P0422|emissions|Main catalyst efficiency below threshold, bank 1
P0423|emissions|Heated catalyst efficiency below threshold, bank 1
P0424|emissions|Heated catalyst temperature below threshold, bank 1
P0430|emissions|Catalyst system efficiency below threshold, bank 2
P0431|emissions|Warm-up catalyst efficiency below threshold, bank 2
P0432|emissions|Main catalyst efficiency below threshold, bank 2
P0433|emissions|Heated catalyst efficiency below threshold, bank 2
P0434|emissions|Heated catalyst temperature below threshold, bank 2
P0440|emissions|Evaporative emission (EVAP) system fault
P0441|emissions|EVAP system incorrect purge flow
P0442|emissions|EVAP system small leak detected
P0443|emissions|EVAP purge control valve circuit fault
P0444|emissions|EVAP purge control valve circuit open
P0445|emissions|EVAP purge control valve circuit shorted
P0446|emissions|EVAP vent control circuit fault
P0447|emissions|EVAP vent control circuit open
P0448|emissions|EVAP vent control circuit shorted
P0449|emissions|EVAP vent valve/solenoid circuit fault
P0450|emissions|EVAP pressure sensor fault
P0451|emissions|EVAP pressure sensor range/performance
P0452|emissions|EVAP pressure sensor low input
P0453|emissions|EVAP pressure sensor high input
P0454|emissions|EVAP pressure sensor intermittent
P0455|emissions|EVAP system large leak detected (check the fuel cap first)
P0456|emissions|EVAP system very small leak detected
P0457|emissions|EVAP leak detected: fuel cap loose or missing
P0458|emissions|EVAP purge valve circuit low
P0459|emissions|EVAP purge valve circuit high
P0465|emissions|EVAP purge flow sensor circuit fault
P0475|emissions|Exhaust pressure control valve fault
P0476|emissions|Exhaust pressure control valve range/performance
P0477|emissions|Exhaust pressure control valve low
P0478|emissions|Exhaust pressure control valve high
P0480|cooling|Cooling fan 1 control circuit fault
P0481|cooling|Cooling fan 2 control circuit fault
P0482|cooling|Cooling fan 3 control circuit fault
P0483|cooling|Cooling fan rationality check fault
P0484|cooling|Cooling fan circuit over-current
P0485|cooling|Cooling fan power/ground circuit fault
P0486|emissions|EGR position sensor "B" circuit fault
P0487|emissions|EGR throttle position control circuit fault
P0488|emissions|EGR throttle position control range/performance
P0489|emissions|EGR control circuit low
P0490|emissions|EGR control circuit high
P0491|emissions|Secondary air injection system insufficient flow, bank 1
P0492|emissions|Secondary air injection system insufficient flow, bank 2
P0495|cooling|Cooling fan speed too high
P0496|emissions|EVAP high purge flow (purge valve leaking or stuck open)
P0497|emissions|EVAP low purge flow
P0498|emissions|EVAP vent control circuit low
P0499|emissions|EVAP vent control circuit high
P0500|sensors-ecu|Vehicle speed sensor "A" fault
P0501|sensors-ecu|Vehicle speed sensor "A" range/performance
P0502|sensors-ecu|Vehicle speed sensor "A" circuit low input
P0503|sensors-ecu|Vehicle speed sensor "A" intermittent/erratic/high
P0504|brakes|Brake switch "A"/"B" correlation
P0505|air-intake|Idle air control (IAC) system fault
P0506|air-intake|Idle speed lower than expected
P0507|air-intake|Idle speed higher than expected (often a vacuum leak)
P0508|air-intake|Idle air control circuit low
P0509|air-intake|Idle air control circuit high
P0510|air-intake|Closed throttle position switch fault
P0511|air-intake|Idle air control circuit fault
P0512|starting|Starter request circuit fault
P0513|starting|Invalid immobilizer/anti-theft key
P0515|charging|Battery temperature sensor circuit fault
P0516|charging|Battery temperature sensor circuit low
P0517|charging|Battery temperature sensor circuit high
P0519|air-intake|Idle control system performance
P0524|lubrication|Engine oil pressure too low
P0526|cooling|Cooling fan speed sensor circuit fault
P0527|cooling|Cooling fan speed sensor range/performance
P0528|cooling|Cooling fan speed sensor no signal
P0534|hvac|A/C refrigerant charge loss
P0540|air-intake|Intake air heater "A" circuit fault
P0541|air-intake|Intake air heater "A" circuit low
P0542|air-intake|Intake air heater "A" circuit high
P0543|air-intake|Intake air heater "A" circuit open
P0544|emissions|Exhaust gas temperature sensor circuit, bank 1 sensor 1
P0545|emissions|Exhaust gas temperature sensor circuit low, bank 1 sensor 1
P0546|emissions|Exhaust gas temperature sensor circuit high, bank 1 sensor 1
P0560|charging|System voltage fault
P0561|charging|System voltage unstable
P0562|charging|System voltage low
P0563|charging|System voltage high
P0564|electrical-accessories|Cruise control multi-function input "A" circuit
P0565|electrical-accessories|Cruise control on signal fault
P0566|electrical-accessories|Cruise control off signal fault
P0567|electrical-accessories|Cruise control resume signal fault
P0568|electrical-accessories|Cruise control set signal fault
P0569|electrical-accessories|Cruise control coast signal fault
P0570|electrical-accessories|Cruise control accelerate signal fault
P0571|brakes|Brake switch "A" circuit fault
P0572|brakes|Brake switch "A" circuit low
P0573|brakes|Brake switch "A" circuit high
P0575|electrical-accessories|Cruise control input circuit fault
P0600|sensors-ecu|Serial communication link fault
P0601|sensors-ecu|Control module internal memory checksum error
P0602|sensors-ecu|Control module programming error
P0603|sensors-ecu|Control module keep-alive memory (KAM) error
P0604|sensors-ecu|Control module RAM error
P0605|sensors-ecu|Control module ROM error
P0606|sensors-ecu|Control module processor fault
P0607|sensors-ecu|Control module performance
P0608|sensors-ecu|Control module vehicle speed output "A" fault
P0609|sensors-ecu|Control module vehicle speed output "B" fault
P0610|sensors-ecu|Control module vehicle options error
P0611|fuel|Fuel injector control module performance
P0612|fuel|Fuel injector control module relay control
P0613|drivetrain|Transmission control module processor
P0614|sensors-ecu|Engine and transmission control modules incompatible
P0615|starting|Starter relay circuit fault
P0616|starting|Starter relay circuit low
P0617|starting|Starter relay circuit high
P0620|charging|Generator (alternator) control circuit fault
P0621|charging|Generator lamp "L" terminal control circuit
P0622|charging|Generator field "F" terminal control circuit
P0623|charging|Generator lamp control circuit
P0625|charging|Generator field terminal circuit low
P0626|charging|Generator field terminal circuit high
P0627|fuel|Fuel pump "A" control circuit open
P0628|fuel|Fuel pump "A" control circuit low
P0629|fuel|Fuel pump "A" control circuit high
P0630|sensors-ecu|VIN not programmed or mismatch in the engine control module
P0633|starting|Immobilizer key not programmed into the engine control module
P0634|sensors-ecu|Control module internal temperature too high
P0638|air-intake|Throttle actuator control range/performance, bank 1
P0639|air-intake|Throttle actuator control range/performance, bank 2
P0640|air-intake|Intake air heater control circuit
P0641|sensors-ecu|Sensor reference voltage "A" circuit open
P0642|sensors-ecu|Sensor reference voltage "A" circuit low (a shorted sensor can pull down the shared 5 V)
P0643|sensors-ecu|Sensor reference voltage "A" circuit high
P0645|hvac|A/C clutch relay control circuit
P0646|hvac|A/C clutch relay control circuit low
P0647|hvac|A/C clutch relay control circuit high
P0650|electrical-accessories|Malfunction indicator lamp (check engine light) control circuit
P0651|sensors-ecu|Sensor reference voltage "B" circuit open
P0652|sensors-ecu|Sensor reference voltage "B" circuit low
P0653|sensors-ecu|Sensor reference voltage "B" circuit high
P0654|sensors-ecu|Engine speed output circuit fault
P0655|electrical-accessories|Engine hot lamp output control circuit
P0656|fuel|Fuel level output circuit fault
P0657|sensors-ecu|Actuator supply voltage "A" circuit open
P0658|sensors-ecu|Actuator supply voltage "A" circuit low
P0659|sensors-ecu|Actuator supply voltage "A" circuit high
P0660|air-intake|Intake manifold tuning valve control circuit open, bank 1
P0661|air-intake|Intake manifold tuning valve control circuit low, bank 1
P0662|air-intake|Intake manifold tuning valve control circuit high, bank 1
P0663|air-intake|Intake manifold tuning valve control circuit open, bank 2
P0666|sensors-ecu|Control module internal temperature sensor circuit
P0670|starting|Glow plug control module circuit fault
P0683|starting|Glow plug control module to engine module communication circuit
P0684|starting|Glow plug control module communication range/performance
P0685|sensors-ecu|Engine control module power relay control circuit open
P0686|sensors-ecu|Engine control module power relay control circuit low
P0687|sensors-ecu|Engine control module power relay control circuit high
P0688|sensors-ecu|Engine control module power relay sense circuit open
P0689|sensors-ecu|Engine control module power relay sense circuit low
P0690|sensors-ecu|Engine control module power relay sense circuit high
P0691|cooling|Cooling fan 1 control circuit low
P0692|cooling|Cooling fan 1 control circuit high
P0693|cooling|Cooling fan 2 control circuit low
P0694|cooling|Cooling fan 2 control circuit high
P0697|sensors-ecu|Sensor reference voltage "C" circuit open
P0698|sensors-ecu|Sensor reference voltage "C" circuit low
P0699|sensors-ecu|Sensor reference voltage "C" circuit high
P0700|drivetrain|Transmission control system fault (the transmission module has its own code stored)
P0701|drivetrain|Transmission control system range/performance
P0702|drivetrain|Transmission control system electrical
P0703|brakes|Brake switch "B" circuit fault
P0704|drivetrain|Clutch switch input circuit fault
P0725|drivetrain|Engine speed input circuit fault (transmission side)
P0726|drivetrain|Engine speed input circuit range/performance
P0727|drivetrain|Engine speed input circuit no signal
P0728|drivetrain|Engine speed input circuit intermittent
P0780|drivetrain|Shift fault (a shift took too long or did not happen)
P0781|drivetrain|1-2 shift fault
P0782|drivetrain|2-3 shift fault
P0783|drivetrain|3-4 shift fault
P0784|drivetrain|4-5 shift fault
P0785|drivetrain|Shift/timing solenoid fault
P0790|drivetrain|Normal/performance mode switch circuit
P0791|drivetrain|Intermediate shaft speed sensor circuit
P0792|drivetrain|Intermediate shaft speed sensor range/performance
P0793|drivetrain|Intermediate shaft speed sensor no signal
P0801|drivetrain|Reverse inhibit control circuit fault
P0805|drivetrain|Clutch position sensor circuit fault
P0810|drivetrain|Clutch position control error
P0815|drivetrain|Upshift switch circuit fault
P0816|drivetrain|Downshift switch circuit fault
P0830|drivetrain|Clutch pedal switch "A" circuit fault
P0833|drivetrain|Clutch pedal switch "B" circuit fault
P0850|drivetrain|Park/neutral switch input circuit
P0863|drivetrain|Transmission control module communication circuit
P0868|drivetrain|Transmission fluid pressure low
P0894|drivetrain|Transmission component slipping
P0960|drivetrain|Pressure control solenoid "A" control circuit open
P0961|drivetrain|Pressure control solenoid "A" control circuit range/performance
P0962|drivetrain|Pressure control solenoid "A" control circuit low
P0963|drivetrain|Pressure control solenoid "A" control circuit high
P0973|drivetrain|Shift solenoid "A" control circuit low
P0974|drivetrain|Shift solenoid "A" control circuit high
P0976|drivetrain|Shift solenoid "B" control circuit low
P0977|drivetrain|Shift solenoid "B" control circuit high
`;
