/**
 * Generic OBD-II codes that do not follow a series, one per line: CODE|system|meaning.
 * Meanings are written in our own words after the published SAE J2012 / ISO 15031-6 titles.
 * Kept as text blocks because they are compact in the bundle and easy to scan and extend.
 */

/** P2xxx generic powertrain, then U (network), C (chassis) and B (body) generic codes. */
export const OBD2_TABLE_MORE = `
P2002|emissions|Diesel particulate filter efficiency below threshold, bank 1
P2003|emissions|Diesel particulate filter efficiency below threshold, bank 2
P2004|air-intake|Intake manifold runner control stuck open, bank 1
P2005|air-intake|Intake manifold runner control stuck open, bank 2
P2006|air-intake|Intake manifold runner control stuck closed, bank 1
P2007|air-intake|Intake manifold runner control stuck closed, bank 2
P2008|air-intake|Intake manifold runner control circuit open, bank 1
P2009|air-intake|Intake manifold runner control circuit low, bank 1
P2010|air-intake|Intake manifold runner control circuit high, bank 1
P2014|air-intake|Intake manifold runner position sensor circuit, bank 1
P2015|air-intake|Intake manifold runner position sensor range/performance, bank 1
P2031|emissions|Exhaust gas temperature sensor circuit, bank 1 sensor 2
P2032|emissions|Exhaust gas temperature sensor circuit low, bank 1 sensor 2
P2033|emissions|Exhaust gas temperature sensor circuit high, bank 1 sensor 2
P2047|emissions|Reductant (DEF) injector circuit open, bank 1 unit 1
P2048|emissions|Reductant (DEF) injector circuit low, bank 1 unit 1
P2049|emissions|Reductant (DEF) injector circuit high, bank 1 unit 1
P203F|emissions|Reductant (DEF) level too low
P204F|emissions|Reductant (DEF) system performance, bank 1
P207F|emissions|Reductant (DEF) quality performance (diluted or wrong fluid)
P20B9|emissions|Reductant (DEF) heater "A" control circuit open
P20EE|emissions|SCR NOx catalyst efficiency below threshold, bank 1
P2080|emissions|Exhaust gas temperature sensor circuit range/performance, bank 1 sensor 1
P2084|emissions|Exhaust gas temperature sensor circuit range/performance, bank 1 sensor 2
P2088|engine-mechanical|"A" camshaft position actuator control circuit low, bank 1
P2089|engine-mechanical|"A" camshaft position actuator control circuit high, bank 1
P2090|engine-mechanical|"B" camshaft position actuator control circuit low, bank 1
P2091|engine-mechanical|"B" camshaft position actuator control circuit high, bank 1
P2096|fuel|Post-catalyst fuel trim system too lean, bank 1
P2097|fuel|Post-catalyst fuel trim system too rich, bank 1
P2098|fuel|Post-catalyst fuel trim system too lean, bank 2
P2099|fuel|Post-catalyst fuel trim system too rich, bank 2
P2100|air-intake|Throttle actuator control motor circuit open
P2101|air-intake|Throttle actuator control motor circuit range/performance
P2102|air-intake|Throttle actuator control motor circuit low
P2103|air-intake|Throttle actuator control motor circuit high
P2104|air-intake|Throttle actuator control system: forced idle
P2105|air-intake|Throttle actuator control system: forced engine shutdown
P2106|air-intake|Throttle actuator control system: forced limited power (limp mode)
P2107|air-intake|Throttle actuator control module processor fault
P2108|air-intake|Throttle actuator control module performance
P2110|air-intake|Throttle actuator control system: forced limited RPM
P2111|air-intake|Throttle actuator control system stuck open
P2112|air-intake|Throttle actuator control system stuck closed
P2118|air-intake|Throttle actuator control motor current range/performance
P2119|air-intake|Throttle actuator control throttle body range/performance (dirty or sticking throttle body)
P2135|air-intake|Throttle/pedal position sensor "A"/"B" voltage correlation
P2136|air-intake|Throttle/pedal position sensor "A"/"C" voltage correlation
P2137|air-intake|Throttle/pedal position sensor "B"/"C" voltage correlation
P2138|air-intake|Accelerator pedal position sensor "D"/"E" voltage correlation
P2139|air-intake|Accelerator pedal position sensor "D"/"F" voltage correlation
P2140|air-intake|Accelerator pedal position sensor "E"/"F" voltage correlation
P2146|fuel|Fuel injector group "A" supply voltage circuit open
P2149|fuel|Fuel injector group "B" supply voltage circuit open
P2177|fuel|System too lean off idle, bank 1
P2178|fuel|System too rich off idle, bank 1
P2179|fuel|System too lean off idle, bank 2
P2180|fuel|System too rich off idle, bank 2
P2181|cooling|Cooling system performance (engine not reaching or holding temperature)
P2187|fuel|System too lean at idle, bank 1 (typically a vacuum leak)
P2188|fuel|System too rich at idle, bank 1
P2189|fuel|System too lean at idle, bank 2
P2190|fuel|System too rich at idle, bank 2
P2195|emissions|O2 sensor signal stuck lean, bank 1 sensor 1
P2196|emissions|O2 sensor signal stuck rich, bank 1 sensor 1
P2197|emissions|O2 sensor signal stuck lean, bank 2 sensor 1
P2198|emissions|O2 sensor signal stuck rich, bank 2 sensor 1
P2205|emissions|NOx sensor heater control circuit, bank 1
P2209|emissions|NOx sensor heater circuit performance, bank 1
P2237|emissions|O2 sensor positive current control circuit open, bank 1 sensor 1
P2240|emissions|O2 sensor positive current control circuit open, bank 2 sensor 1
P2243|emissions|O2 sensor reference voltage circuit open, bank 1 sensor 1
P2251|emissions|O2 sensor negative current control circuit open, bank 1 sensor 1
P2257|emissions|Secondary air injection control "A" circuit low
P2258|emissions|Secondary air injection control "A" circuit high
P2263|air-intake|Turbocharger/supercharger boost system performance
P2269|fuel|Water in fuel condition
P2270|emissions|O2 sensor signal stuck lean, bank 1 sensor 2
P2271|emissions|O2 sensor signal stuck rich, bank 1 sensor 2
P2272|emissions|O2 sensor signal stuck lean, bank 2 sensor 2
P2273|emissions|O2 sensor signal stuck rich, bank 2 sensor 2
P2279|air-intake|Intake air system leak
P2293|fuel|Fuel pressure regulator 2 performance
P2400|emissions|EVAP leak detection pump control circuit open
P2401|emissions|EVAP leak detection pump control circuit low
P2402|emissions|EVAP leak detection pump control circuit high
P2404|emissions|EVAP leak detection pump sense circuit range/performance
P2413|emissions|EGR system performance
P2414|emissions|O2 sensor exhaust sample error, bank 1 sensor 1 (exhaust leak near the sensor)
P2415|emissions|O2 sensor exhaust sample error, bank 2 sensor 1
P2418|emissions|EVAP switching valve control circuit open
P2422|emissions|EVAP vent valve stuck closed
P2425|emissions|EGR cooling valve control circuit open
P2428|emissions|Exhaust gas temperature too high, bank 1
P2429|emissions|Exhaust gas temperature too high, bank 2
P2440|emissions|Secondary air injection switching valve stuck open, bank 1
P2441|emissions|Secondary air injection switching valve stuck closed, bank 1
P2444|emissions|Secondary air injection pump stuck on, bank 1
P2450|emissions|EVAP switching valve performance/stuck open
P2457|emissions|EGR cooler performance
P2458|emissions|Diesel particulate filter regeneration duration too long
P2459|emissions|Diesel particulate filter regeneration frequency too high
P2463|emissions|Diesel particulate filter restriction: soot accumulation
P242F|emissions|Diesel particulate filter restriction: ash accumulation
P244A|emissions|Diesel particulate filter differential pressure too low, bank 1
P244B|emissions|Diesel particulate filter differential pressure too high, bank 1
P2500|charging|Generator lamp/L-terminal circuit low
P2501|charging|Generator lamp/L-terminal circuit high
P2502|charging|Charging system voltage fault
P2503|charging|Charging system voltage low
P2504|charging|Charging system voltage high
P2509|sensors-ecu|Control module power input signal intermittent
P2530|starting|Ignition switch run position circuit
P2533|starting|Ignition switch run/start position circuit
P2560|cooling|Engine coolant level low
P2563|air-intake|Turbocharger boost control position sensor range/performance
P2579|air-intake|Turbocharger speed sensor circuit range/performance
P2600|cooling|Coolant pump control circuit open
P2601|cooling|Coolant pump control circuit range/performance
P2602|cooling|Coolant pump control circuit low
P2603|cooling|Coolant pump control circuit high
P2610|sensors-ecu|Control module internal engine-off timer performance
P2626|emissions|O2 sensor pumping current trim circuit open, bank 1 sensor 1
P2635|fuel|Fuel pump "A" low flow/performance
P2646|engine-mechanical|"A" rocker arm actuator system performance or stuck off, bank 1 (variable valve lift oil pressure)
P2647|engine-mechanical|"A" rocker arm actuator system stuck on, bank 1
P2648|engine-mechanical|"A" rocker arm actuator control circuit low, bank 1
P2649|engine-mechanical|"A" rocker arm actuator control circuit high, bank 1
P2700|drivetrain|Transmission friction element "A" apply time range/performance
P2701|drivetrain|Transmission friction element "B" apply time range/performance
P2702|drivetrain|Transmission friction element "C" apply time range/performance
P2703|drivetrain|Transmission friction element "D" apply time range/performance
P2714|drivetrain|Pressure control solenoid "D" performance or stuck off
P2715|drivetrain|Pressure control solenoid "D" stuck on
P2716|drivetrain|Pressure control solenoid "D" electrical
P2757|drivetrain|Torque converter clutch pressure control solenoid performance or stuck off
P2758|drivetrain|Torque converter clutch pressure control solenoid stuck on
P2759|drivetrain|Torque converter clutch pressure control solenoid electrical
P2763|drivetrain|Torque converter clutch pressure control solenoid circuit high
P2764|drivetrain|Torque converter clutch pressure control solenoid circuit low
P2783|drivetrain|Torque converter temperature too high
P2787|drivetrain|Clutch temperature too high
P2BA7|emissions|NOx exceedance: DEF tank empty
P2BAD|emissions|NOx exceedance: root cause unknown
U0001|sensors-ecu|High-speed CAN communication bus fault
U0073|sensors-ecu|Control module communication bus "A" off
U0100|sensors-ecu|Lost communication with the engine control module (ECM/PCM)
U0101|sensors-ecu|Lost communication with the transmission control module (TCM)
U0102|sensors-ecu|Lost communication with the transfer case control module
U0103|sensors-ecu|Lost communication with the gear shift module
U0104|sensors-ecu|Lost communication with the cruise control module
U0105|sensors-ecu|Lost communication with the fuel injector control module
U0106|sensors-ecu|Lost communication with the glow plug control module
U0107|sensors-ecu|Lost communication with the throttle actuator control module
U0109|sensors-ecu|Lost communication with the fuel pump control module
U0114|sensors-ecu|Lost communication with the four-wheel-drive clutch control module
U0115|sensors-ecu|Lost communication with engine control module "B"
U0121|sensors-ecu|Lost communication with the anti-lock brake (ABS) module
U0122|sensors-ecu|Lost communication with the vehicle dynamics (stability) control module
U0123|sensors-ecu|Lost communication with the yaw rate sensor module
U0126|sensors-ecu|Lost communication with the steering angle sensor module
U0128|sensors-ecu|Lost communication with the park brake control module
U0131|sensors-ecu|Lost communication with the power steering control module
U0140|sensors-ecu|Lost communication with the body control module (BCM)
U0151|sensors-ecu|Lost communication with the restraints (airbag) control module
U0155|sensors-ecu|Lost communication with the instrument panel cluster (IPC)
U0164|sensors-ecu|Lost communication with the HVAC control module
U0168|sensors-ecu|Lost communication with the vehicle security (immobilizer) module
U0184|sensors-ecu|Lost communication with the radio
U0300|sensors-ecu|Internal control module software incompatibility
U0401|sensors-ecu|Invalid data received from the engine control module
U0402|sensors-ecu|Invalid data received from the transmission control module
U0415|sensors-ecu|Invalid data received from the anti-lock brake module
U0422|sensors-ecu|Invalid data received from the body control module
U0423|sensors-ecu|Invalid data received from the instrument panel cluster
C0035|brakes|Left front wheel speed sensor circuit
C0036|brakes|Left front wheel speed sensor circuit range/performance
C0040|brakes|Right front wheel speed sensor circuit
C0041|brakes|Right front wheel speed sensor circuit range/performance
C0045|brakes|Left rear wheel speed sensor circuit
C0046|brakes|Left rear wheel speed sensor circuit range/performance
C0050|brakes|Right rear wheel speed sensor circuit
C0051|brakes|Right rear wheel speed sensor circuit range/performance
C0110|brakes|ABS pump motor circuit
C0121|brakes|ABS valve relay circuit
C0161|brakes|ABS/traction control brake switch circuit
C0265|brakes|ABS control module relay circuit (common GM usage)
C0267|brakes|ABS pump motor circuit open or shorted (common GM usage)
C0460|steering|Steering position sensor fault
B0001|electrical-accessories|Driver frontal airbag stage 1 deployment control circuit
B0002|electrical-accessories|Driver frontal airbag stage 2 deployment control circuit
B0010|electrical-accessories|Passenger frontal airbag stage 1 deployment control circuit
B0011|electrical-accessories|Passenger frontal airbag stage 2 deployment control circuit
B0020|electrical-accessories|Left side airbag deployment control circuit
B0028|electrical-accessories|Right side airbag deployment control circuit
`;
