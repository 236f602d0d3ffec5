import { FROM_VOCABULARY, type GlossaryTexts } from './terms';

/**
 * Glossary in English: [term, definition]. Brazilian names are kept, with an English gloss. A term that is a thing of
 * the product (type, sub-type, destination) has FROM_VOCABULARY for a name, and a text names such things as
 * {{kind:value}}: the shared vocabulary (packages/shared) names them, as the app does.
 */
export const TEXTS: GlossaryTexts = {
  pnrs: [
    'PNRS — National Solid Waste Policy',
    'The federal law that organises waste management in Brazil: who is responsible, the order of priority (avoid, reduce, reuse, recycle, treat, dispose) and tools such as management plans, reverse logistics and SINIR. Hotels and restaurants answer for their waste up to its final destination.',
  ],
  'decreto-10936': [
    'Decree 10,936/2022',
    'Regulates the PNRS and replaced the 2010 decree. It details management plans, SINIR, reverse logistics (with the National Reverse Logistics Programme) and the duties of those who generate, carry and receive waste.',
  ],
  'portaria-mma-280': [
    'MMA Ordinance 280/2020',
    'Ministry of the Environment rule that created the national MTR, issued in SINIR, and the DMR. Since 2021 every shipment of waste covered by a management plan needs an MTR, and the receiver confirms treatment with a CDF.',
  ],
  planares: [
    'Planares — National Solid Waste Plan',
    'Federal plan with 20-year targets for waste management, such as closing open dumps and raising recycling and organics recovery. It guides state and municipal plans.',
  ],
  pmgirs: [
    'PMGIRS — Municipal Integrated Solid Waste Plan',
    "The city's plan for its waste: collection, separate collection, limits for large generators and targets. It decides, for instance, whether a restaurant's waste may go to public collection or needs a hired company.",
  ],
  'lei-crimes-ambientais': [
    'Environmental Crimes Act',
    'Law 9,605/1998: criminal and administrative penalties for harm to the environment, including releasing waste against the law. The generating company may be liable together with whoever carried or dumped the waste irregularly.',
  ],
  'marco-saneamento': [
    'New Sanitation Framework',
    'Law 14,026/2020, which updated basic sanitation and set new deadlines for municipalities to close open dumps and send residual waste to sanitary landfills.',
  ],
  'lei-doacao-alimentos': [
    'Food Donation Act',
    'Law 14,016/2020: lets businesses that produce or serve food donate their own surplus for human consumption, within its shelf life and in sound sanitary condition. The donor is liable only for intentional wrongdoing.',
  ],
  'responsabilidade-compartilhada': [
    'Shared responsibility',
    'PNRS principle by which manufacturers, importers, retailers, consumers and government share responsibility for the life cycle of products. For a hotel, hiring a company does not end its responsibility: the destination must be proven.',
  ],
  'poluidor-pagador': [
    'Polluter pays',
    'Principle by which whoever causes pollution bears the cost of preventing and repairing it. It supports charges in proportion to the amount of waste generated.',
  ],
  'acordo-setorial': [
    'Sector agreement',
    'Contract between government and manufacturers, importers, distributors or retailers to run reverse logistics for a kind of product, such as packaging or lamps.',
  ],
  'credito-reciclagem': [
    'Recycling credit certificate',
    'Instrument created in 2023 (Recicla+ programme) by which companies bound to packaging reverse logistics prove the recycling of an equivalent mass, buying certificates issued from the invoices of cooperatives and recyclers.',
  ],
  gerador: [
    'Waste generator',
    'A person or company whose activities generate waste. In the MTR the generator issues the manifest: for a hotel kitchen, the hotel itself (the unit’s CNPJ).',
  ],
  'grande-gerador': [
    'Large generator',
    'A business that generates more than the daily volume or weight municipal law lets it hand to public collection. It then hires collection and destination itself and usually needs a PGRS.',
  ],
  conama: [
    'CONAMA — National Environment Council',
    'Advisory and deliberative body of the National Environment System. Its resolutions set technical standards such as the colour code for separate collection and the criteria for composting.',
  ],
  ibama: [
    'IBAMA',
    'Brazilian Institute of the Environment and Renewable Natural Resources, the federal enforcement and licensing agency. It publishes the Brazilian Solid Waste List and keeps the Federal Technical Register.',
  ],
  'ctf-app': [
    'CTF/APP — Federal Technical Register',
    "IBAMA register required of anyone running potentially polluting activities or carrying and treating waste. It is worth checking that the carriers and receivers you hire are in good standing.",
  ],
  oema: [
    'State environmental agency (OEMA)',
    'The agency that licenses and inspects activities in a state, such as CETESB (SP), INEA (RJ), FEAM (MG), FEPAM (RS), IMA (SC) and CPRH (PE). Some run their own MTR system.',
  ],
  cetesb: [
    'CETESB',
    'São Paulo State Environmental Company. It licenses activities in the state, issues the CADRI and runs SIGOR, where São Paulo generators issue their MTRs.',
  ],
  'licenca-ambiental': [
    'Environmental licence',
    'Permission from the environmental agency to build and run a potentially polluting activity. It has three stages: preliminary (LP), installation (LI) and operation (LO), each with an expiry date.',
  ],
  'licenca-operacao': [
    'Operating licence (LO)',
    'The licence that allows an activity to operate. Carriers and receivers need a valid LO for the waste they take; Ecopeso keeps the number and expiry of each.',
  ],
  catadores: [
    'Waste pickers (catadores)',
    'Workers who collect and sort recyclables. The PNRS provides for their inclusion in separate collection, preferably organised in cooperatives or associations.',
  ],
  mtr: [
    'MTR — Waste Transport Manifest',
    'Electronic document that travels with every load of waste from the generator to the receiver. The generator issues it in SINIR or the state system, the carrier and the receiver confirm receipt, and the CDF closes it. Each item states IBAMA code, class, quantity and treatment.',
  ],
  cdf: [
    'CDF — Final Destination Certificate',
    'Issued by the receiver, never by the generator, it attests the treatment or disposal of the waste of one or more MTRs. It is the proof of proper destination the generator keeps for audits.',
  ],
  dmr: [
    'DMR — Waste Movement Declaration',
    'Periodic declaration by the generator of everything shipped in the period, by waste, receiver and treatment, built from the MTRs. Quarterly in SINIR and São Paulo; every six months in Minas Gerais.',
  ],
  sinir: [
    'SINIR',
    'National Solid Waste Management Information System, run by the Ministry of the Environment. It gathers national data and hosts the national MTR, used where the state has no integrated system of its own.',
  ],
  sigor: [
    'SIGOR',
    "CETESB's online state solid waste management system. In São Paulo the MTR is issued in its SIGOR-MTR module, which works like SINIR's with the state's own registers.",
  ],
  cadri: [
    'CADRI',
    'Certificate for the Movement of Waste of Environmental Interest, issued by CETESB. It authorises sending certain wastes, hazardous ones in particular, to a specific destination in São Paulo State.',
  ],
  pgrs: [
    'PGRS — Solid Waste Management Plan',
    "The generator's document describing the waste it produces and how it is separated, stored, collected and sent on, with reduction targets and people in charge. Required of large generators and licensed activities; Ecopeso's weighings are the basis to update it.",
  ],
  'responsavel-tecnico': [
    'Technical lead',
    'Qualified professional who prepares, implements and follows up the PGRS. In the MTR, the "responsible" field names who answers for issuing it at the site.',
  ],
  'inventario-residuos': [
    'Waste inventory',
    'A survey of which wastes the company generates, how much, where, and where they go. It is the starting point of the PGRS and the DMR.',
  ],
  'armazenamento-temporario': [
    'Temporary storage',
    'A licensed site where waste waits between collection and final destination. When a load passes through one, the MTR names the storer besides the carrier and the receiver.',
  ],
  'codigo-unidade': [
    'Unit code',
    'The number that identifies a site (generator, carrier or receiver) inside an MTR system. It is not the CNPJ: each system has its own, and the manifest asks for both.',
  ],
  'transporte-produtos-perigosos': [
    'Transport of dangerous goods',
    'ANTT rules for carrying dangerous loads by road, class I waste included: UN number, hazard labels, qualified vehicle and driver, and emergency documents.',
  ],
  rastreabilidade: [
    'Traceability',
    'Being able to follow waste from the weighing in the area that produced it to the destination certificate. In Ecopeso each weighing has a date, area and author, and each MTR points to the weighings it contains.',
  ],
  'nbr-10004': [
    'ABNT NBR 10004',
    'Brazilian standard that classifies solid waste by its risks to health and the environment. The 2004 edition defines classes I (hazardous), II A (non-inert) and II B (inert); the 2024 revision split the standard into parts and revised the hazard criteria. MTR systems still ask for the class of each item.',
  ],
  'classe-i': [
    'Class I — hazardous',
    'Waste that is flammable, corrosive, reactive, toxic or pathogenic. In hotels: fluorescent lamps, batteries, chemical containers, paints and solvents from maintenance.',
  ],
  'classe-ii-a': [
    'Class II A — non-hazardous, non-inert',
    'Waste with no hazard that may be biodegradable, combustible or water-soluble. Most kitchen and office waste is in this class: food scraps, soiled paper, ordinary residual waste.',
  ],
  'classe-ii-b': [
    'Class II B — non-hazardous, inert',
    'Waste that, in contact with water, releases nothing above drinking-water limits (the NBR 10006 test), such as glass, some rubble and some rubbers.',
  ],
  'caracteristicas-periculosidade': [
    'Hazard characteristics',
    'Properties that make waste hazardous: flammability, corrosivity, reactivity, toxicity, pathogenicity (and, in the PNRS, also carcinogenicity, teratogenicity and mutagenicity). One is enough for class I.',
  ],
  'nbr-10006': [
    'ABNT NBR 10006',
    'Standard for the solubilisation test: it shows whether non-hazardous waste releases substances into water and so whether it is inert (II B) or non-inert (II A).',
  ],
  'lista-ibama': [
    'Brazilian Solid Waste List',
    'List published by IBAMA giving each kind of waste a six-digit code, arranged in chapters by origin. It is the list used in the MTR, the CTF and the declarations.',
  ],
  'codigo-ibama': [
    'IBAMA waste code',
    'Six-digit code from the Brazilian Solid Waste List, such as 20 01 08 (biodegradable kitchen waste) or 20 01 01 (paper and cardboard). An asterisk marks hazardous ones. Every MTR item carries one.',
  ],
  'capitulo-20': [
    'Chapter 20 of the IBAMA list',
    'The chapter of municipal and similar waste, separately collected fractions included. Almost every code of a hotel or restaurant is here: kitchen organics, cooking oil, paper, plastic, glass, metal and mixed waste.',
  ],
  'classificacao-origem': [
    'Classification by origin',
    'The PNRS also classifies waste by origin: household, street cleaning, commercial and service businesses, industrial, health care, construction and others. Hotels and restaurants are service businesses.',
  ],
  'residuo-equiparado': [
    'Waste treated as household waste',
    'Waste from a shop or service that, by nature, composition or volume, the municipality accepts as household waste. Above that limit the business is a large generator.',
  ],
  'residuo-perigoso': [
    FROM_VOCABULARY,
    'Waste with a hazard characteristic, needing special packaging, transport and destination. It is never mixed with ordinary residual waste or recyclables.',
  ],
  'estado-fisico': [
    'Physical state',
    'MTR field saying whether the waste is solid, liquid, paste or gas. Used cooking oil, for example, is shipped as a liquid.',
  ],
  acondicionamento: [
    'Packaging (acondicionamento)',
    'How the waste is packed for collection and transport: bags, drums, containers, skips, bales. The MTR asks for the packaging of each item.',
  ],
  'conama-275': [
    'Separate collection colour code',
    'CONAMA Resolution 275/2001: blue for paper, red for plastic, green for glass, yellow for metal, black for wood, orange for hazardous, white for health care, purple for radioactive, brown for organics and grey for non-recyclable.',
  ],
  'simbologia-plasticos': [
    'Plastic identification symbols',
    'Numbers 1 to 7 inside the arrow triangle naming the resin: 1 PET, 2 HDPE, 3 PVC, 4 LDPE, 5 PP, 6 PS, 7 other. They help sorters separate plastic by type.',
  ],
  rss: [
    'RSS — Health-care waste',
    "Waste from health care, with its own classification and handling rules. In a hotel it appears in the infirmary or spa: sharps and blood-stained material never go into ordinary waste.",
  ],
  rcc: [
    'RCC — Construction waste',
    'Rubble from building work and refurbishment, classified by CONAMA Resolution 307/2002 into classes A to D. Room refurbishments produce it, and it needs its own skip and destination.',
  ],
  'residuo-solido': [
    'Solid waste',
    'Discarded material, substance or good that may still be reused, recycled or treated, semi-solids and some liquids included. It becomes residual waste only when no viable recovery is left.',
  ],
  rejeito: [
    FROM_VOCABULARY,
    'Waste for which, once treatment and recovery by viable processes are exhausted, the only option is final disposal in a landfill (rejeito, in Brazilian law). In Ecopeso it is the "{{wasteType:rejeito}}" type: soiled napkins, nappies, sweepings.',
  ],
  'residuo-organico': [
    FROM_VOCABULARY,
    'Plant or animal remains that decompose: peelings, trimmings, plate leftovers, coffee grounds. Usually the largest fraction by weight in a kitchen and the one that releases most methane in a landfill.',
  ],
  'residuo-reciclavel': [
    FROM_VOCABULARY,
    'Material industry can turn into new raw material when it arrives clean and separated: paper, cardboard, plastic, glass, metal. In Ecopeso it is the "{{wasteType:reciclavel}}" type, with sub-types by material.',
  ],
  'residuo-compostavel': [
    FROM_VOCABULARY,
    'In Ecopeso, the type for material that goes straight to composting and is not food, such as garden trimmings, leaves and packaging certified compostable.',
  ],
  'pre-preparo': [
    FROM_VOCABULARY,
    'Ecopeso organic sub-type for trimmings, peelings and stalks produced in the kitchen before service. Measuring it shows where purchasing, cutting and recipe cards can improve.',
  ],
  'sobras-prato': [
    FROM_VOCABULARY,
    'Ecopeso organic sub-type for what comes back from the dining room or is left on the buffet after service. It is the most direct measure of wasted prepared food.',
  ],
  'oleo-cozinha': [
    FROM_VOCABULARY,
    'Discarded frying oil. It never goes down the sink or drain: it is kept in drums and handed to collectors who turn it into biodiesel, soap or other products. It has its own sub-type in Ecopeso.',
  ],
  'desperdicio-alimentos': [
    'Food waste',
    'Food fit to eat that is thrown away in retail, food service or at home. In hotels it comes from over-production, oversized buffets and large plates.',
  ],
  'perda-alimentos': [
    'Food loss',
    'Food lost before retail: at harvest, in transport, storage and processing. It differs from food waste, which happens closer to the consumer.',
  ],
  tara: [
    'Tare',
    "The weight of the empty container — bucket, bin, crate — the waste is weighed in. In Ecopeso each of the client's containers has its tare; when one is picked at the weighing, the scale's weight is the gross and the record keeps the net (gross minus tare). A new tare applies from a date on: older records keep the tare they were weighed with.",
  ],
  'motivo-descarte': [
    'Loss reason',
    "Why food was thrown away, picked when weighing {{wasteType:organico}} waste. Each client's list starts with the stages of the loss — at the ingredient ({{lossReason:spoilage}}, {{lossReason:expiry}}, {{lossReason:trim}}), at the finished product ({{lossReason:overproduction}}, {{lossReason:buffet_leftovers}}) and on the plate ({{lossReason:plate_waste}}) — and takes reasons of its own. It shows where to act first.",
  ],
  'perda-ingrediente': [
    'Ingredient loss',
    'The stage of the loss before cooking: raw material that spoils ({{lossReason:spoilage}}), passes its use-by date ({{lossReason:expiry}}) or goes as trimmings in prep ({{lossReason:trim}}). It falls with purchasing matched to consumption, proper storage, FIFO and whole use of food.',
  ],
  'perda-produto-pronto': [
    'Finished-product loss',
    'The stage of the loss after cooking and before the guest: food made in excess ({{lossReason:overproduction}}) or left in the buffet trays ({{lossReason:buffet_leftovers}}). It falls with occupancy forecasts, standard recipes and refilling the buffet in smaller batches.',
  ],
  'resto-prato': [
    FROM_VOCABULARY,
    'The stage of the loss on the plate: what a guest served themselves or was served and did not eat. Measuring it guides portion and plate sizes, and what guests are told.',
  ],
  'papel-papelao': [
    FROM_VOCABULARY,
    'Delivery boxes, office paper and paper packaging. They recycle well when dry and free of grease; food-soiled paper goes to organics or residual waste.',
  ],
  plastico: [
    FROM_VOCABULARY,
    'Bottles, films, tubs and cleaning-product containers. It should be empty and free of leftovers; films and mixed plastics have smaller markets and depend on local sorting.',
  ],
  vidro: [
    FROM_VOCABULARY,
    'Bottles and jars that can be recycled again and again, or returned to the supplier when refillable. Separating by colour raises the price; broken glass is wrapped to protect collectors.',
  ],
  metal: [
    FROM_VOCABULARY,
    'Aluminium and steel cans, lids and utensils. Aluminium sells well and recycling it saves a great deal of energy.',
  ],
  madeira: [
    FROM_VOCABULARY,
    'Pallets, crates and furniture. Pallets usually go back to the supplier; clean wood can be reused or become biomass.',
  ],
  embalagens: [
    'Packaging',
    'Paper, plastic, metal, glass and carton packaging covered by a reverse-logistics sector agreement. Manufacturers and retailers must prove the recovery of part of what they put on the market.',
  ],
  'pilhas-baterias': [
    FROM_VOCABULARY,
    'They contain metals that pollute soil and water. Under CONAMA Resolution 401/2008 they go back to collection points at retailers and manufacturers, never into ordinary waste.',
  ],
  eletroeletronicos: [
    FROM_VOCABULARY,
    'Electrical and electronic waste (WEEE): discarded equipment such as room TVs, phones and computers. It has regulated reverse logistics and its own drop-off points.',
  ],
  lampadas: [
    'Fluorescent and mercury lamps',
    'They contain mercury and have reverse logistics under a sector agreement. Keep them whole and packed until they are handed to an authorised point.',
  ],
  volumosos: [
    'Bulky waste',
    'Large items ordinary collection does not take: mattresses, furniture, appliances, branches. Hotels produce it in refurbishments; much of it can be donated or repaired.',
  ],
  texteis: [
    'Textiles',
    'Linen, uniforms, towels and curtains taken out of use. They can be donated, cut into cleaning cloths or sent to fibre recycling.',
  ],
  contaminacao: [
    'Contamination of recyclables',
    'Food, grease, liquids or other material mixed into recyclables. One contaminated bag can send a whole load to landfill, which is why separation at source matters so much.',
  ],
  chorume: [
    'Leachate',
    'Dark liquid formed as waste decomposes and water seeps through it. In sanitary landfills it is collected and treated; in open dumps it pollutes soil and water.',
  ],
  'destinacao-adequada': [
    'Environmentally sound destination',
    'Destinations that include reuse, recycling, composting, recovery, energy recovery and others accepted by the authorities, besides proper final disposal. It is what the CDF proves.',
  ],
  'disposicao-adequada': [
    'Environmentally sound final disposal',
    'Orderly placement of residual waste in landfills, following rules that prevent harm to health and the environment. The last option in the hierarchy, only for what cannot be recovered.',
  ],
  'aterro-sanitario': [
    FROM_VOCABULARY,
    'An engineered site for residual waste, with a lined base, drainage, leachate treatment and gas capture. It is a legal destination, but counts as not diverted in the diversion rate.',
  ],
  'aterro-controlado': [
    'Controlled dump',
    'A site where waste is covered with soil but without the lining and treatment of a sanitary landfill. It is not considered proper disposal.',
  ],
  lixao: [
    'Open dump (lixão)',
    'Uncontrolled dumping of waste in the open. Banned by the PNRS; it pollutes soil, water and air and puts people at risk.',
  ],
  'gas-aterro': [
    'Landfill gas',
    'Mixture of methane and carbon dioxide produced as organics decompose without oxygen in a landfill. It can be flared or used for energy; when it escapes, it warms the climate.',
  ],
  compostagem: [
    FROM_VOCABULARY,
    'Controlled decomposition of organics with oxygen, producing compost for soil. It takes kitchen scraps, coffee grounds and trimmings; in Ecopeso it counts as landfill diversion.',
  ],
  'compostagem-local': [
    'On-site composting',
    'Composting at the hotel or restaurant itself, in bins or windrows. It cuts collection and transport and can feed the vegetable garden; it needs space, routine and moisture and odour control.',
  ],
  vermicompostagem: [
    'Vermicomposting',
    'Composting with worms, which speed decomposition and produce humus. It works well at small scale, without meat, dairy or too much citrus.',
  ],
  'composto-organico': [
    'Compost',
    "The stable product of composting, used as fertiliser and soil improver. To be sold as fertiliser it must meet the Ministry of Agriculture's rules.",
  ],
  biometanizacao: [
    FROM_VOCABULARY,
    'Treatment of organics by anaerobic digestion, without oxygen, in closed reactors. It yields biogas, turned into energy or biomethane, and digestate, used as fertiliser. In Ecopeso it counts as landfill diversion.',
  ],
  biogas: [
    'Biogas',
    'Methane-rich gas from the anaerobic digestion of organics or captured in landfills. It generates electricity and heat or is upgraded to biomethane.',
  ],
  biometano: [
    'Biomethane',
    'Biogas upgraded to the quality of natural gas, to the ANP specification. It can fuel vehicles or be injected into the gas grid.',
  ],
  digestato: [
    'Digestate',
    'The material left after biomethanisation. Once stabilised it is spread on soil as fertiliser.',
  ],
  reciclagem: [
    FROM_VOCABULARY,
    'Turning waste, by changing its physical, chemical or biological properties, into inputs or new products. It needs clean, separated material and a buyer.',
  ],
  reutilizacao: [
    'Reuse',
    'Using waste again without transforming it: refillable bottles, returned pallets, donated furniture. It comes before recycling in the hierarchy.',
  ],
  triagem: [
    FROM_VOCABULARY,
    'Separating recyclables by material and quality at a sorting centre or cooperative before selling them to industry. Part of what arrives may be rejected and go on to landfill.',
  ],
  'coleta-seletiva': [
    'Separate collection',
    'Collection of waste already separated by composition, such as dry recyclables and organics. It depends on staff separating correctly at source.',
  ],
  'cooperativa-catadores': [
    "Waste pickers' cooperative",
    'An organisation of waste pickers that receives, sorts and sells recyclables. The PNRS encourages hiring them; many issue MTR documents and recycling certificates.',
  ],
  incineracao: [
    FROM_VOCABULARY,
    'Controlled burning of waste at high temperature, with flue-gas treatment. It reduces volume and may produce energy, but in the landfill diversion rate it counts as disposal, as in Zero Waste certifications.',
  ],
  'recuperacao-energetica': [
    'Energy recovery',
    'Using the energy in waste, by incineration with power generation, refuse-derived fuel or biogas. The PNRS allows energy recovery from municipal waste with proven technical and environmental viability and emission monitoring.',
  ],
  coprocessamento: [
    'Co-processing',
    'Using waste as fuel or raw material in cement kilns, which destroy the organic part and bind the ash into clinker. Used for tyres, sludges and RDF.',
  ],
  cdr: [
    'RDF — Refuse-derived fuel',
    'Fuel made from the dry, non-recyclable fraction of residual waste, shredded and dried, for use in industrial kilns or power plants.',
  ],
  transbordo: [
    'Transfer station',
    'A site where waste moves from collection trucks to larger vehicles before going on to treatment or landfill.',
  ],
  transportador: [
    'Carrier',
    'Licensed company that collects waste and carries it from the generator to the receiver. It confirms the MTR when it takes the load; in Ecopeso it is a collection provider with CNPJ, licence and unit code.',
  ],
  destinador: [
    'Receiver',
    'Licensed facility that takes the waste and treats or disposes of it: cooperative, composting site, biogas plant, landfill. It confirms the MTR and issues the CDF.',
  ],
  'taxa-desvio-aterro': [
    'Landfill diversion rate',
    "Share of the weight of waste that went neither to landfill nor to incineration. In Ecopeso: weight whose destination is in the {{destinationGroup:recovery}} group divided by the period's total weight, always by the contract's real destination, never by waste type.",
  ],
  'grupo-recuperacao': [
    '{{destinationGroup:recovery}} and {{destinationGroup:disposal}} groups',
    'In Ecopeso, destinations fall into {{destinationGroup:recovery}} ({{destination:recovery}}, {{destination:recycling}}, {{destination:composting}}, {{destination:biomethanization}}, {{destination:sorting}}) and {{destinationGroup:disposal}} ({{destination:sanitary_landfill}}, {{destination:incineration}}, {{destination:disposal}}, {{destination:unspecified}}). Only the first group counts as diverted.',
  ],
  'meta-desvio': [
    'Diversion goal',
    "The diversion rate the client aims for, 90% by default, the level of Zero Waste certifications. The dashboard shows the goal line and whether the period reached it.",
  ],
  'destino-estimado': [
    'Destination estimated from waste type',
    "When no contract covers a waste type on a date, Ecopeso assumes the type's default destination ({{wasteType:rejeito}}: {{destination:sanitary_landfill}}; {{wasteType:reciclavel}}: {{destination:recycling}}; {{wasteType:organico}} and {{wasteType:compostavel}}: {{destination:composting}}) and marks the figure as estimated.",
  ],
  'lixo-zero': [
    'Zero Waste',
    'The goal of conserving all resources through responsible production, consumption, reuse and recovery, without burning or burying waste. In practice it is measured by diversion from landfill and incineration.',
  ],
  'certificacao-lixo-zero': [
    'Zero Waste certification (Instituto Lixo Zero Brasil)',
    'Brazilian certification for companies and events that divert at least 90% of their waste from landfill and incineration, with the data and destinations audited.',
  ],
  'certificacao-true': [
    'TRUE certification',
    "GBCI's international Zero Waste certification. It requires average diversion of at least 90% from landfill, incineration and the environment over 12 months, with documented data; waste-to-energy does not count as diversion.",
  ],
  'composicao-gravimetrica': [
    'Gravimetric composition',
    "Percentage by weight of each material in the total waste. Ecopeso's composition charts show the gravimetric composition from the weighings.",
  ],
  'indicador-normalizado': [
    'Normalised indicator',
    'Weight of waste divided by a measure of activity, such as guest-nights, guests or meals served. It lets you compare months of different occupancy and sites of different sizes.',
  ],
  co2e: [
    'CO₂e — carbon dioxide equivalent',
    'Unit that adds up different greenhouse gases by converting each into the amount of CO₂ that would cause the same warming over 100 years. It lets you compare, for example, landfill methane with transport CO₂.',
  ],
  'fator-emissao': [
    'Emission factor',
    'The amount of CO₂e emitted (or avoided, when negative) per kilo of waste at a destination. Ecopeso uses factors by type, sub-type, destination and year, with their source cited, editable by the master.',
  ],
  'emissoes-evitadas': [
    'Avoided emissions',
    "In Ecopeso: the CO₂e not emitted because waste went to its real destination instead of a sanitary landfill, weight × (landfill factor − real destination's factor).",
  ],
  'potencial-aquecimento-global': [
    'Global warming potential (GWP)',
    'How much a gas warms the planet compared with CO₂ over a time horizon, usually 100 years. It is the multiplier that converts a gas into CO₂e.',
  ],
  metano: [
    'Methane (CH4)',
    'Greenhouse gas formed when organics decompose without oxygen, as in landfills. Over 100 years it warms about 27 to 30 times more than CO₂, which is why keeping food out of landfill cuts emissions so much.',
  ],
  warm: [
    'WARM (US EPA)',
    "The US Environmental Protection Agency's model estimating the emissions of different waste destinations by material. It is the source of Ecopeso's starting factors.",
  ],
  'escopo-3': [
    'Scope 3',
    'Indirect emissions of the value chain in a GHG Protocol inventory. Waste generated in operations is one scope 3 category for hotels and restaurants.',
  ],
  'ods-12-3': [
    'SDG 12.3',
    "UN Sustainable Development Goal target: by 2030, halve per capita food waste at retail and consumer level and reduce losses along production.",
  ],
  pesagem: [
    'Weighing',
    'In Ecopeso, one weight record: type, sub-type, area, kilos, date and author. It is the unit of data of the whole system, from the diversion rate to the MTR.',
  ],
  'area-geracao': [
    'Area',
    "The client's sector where the waste was produced and weighed: kitchen, restaurant, bar, housekeeping. Without an area the weighing shows as \"{{noArea}}\".",
  ],
  'contrato-coleta': [
    'Collection contract',
    "In Ecopeso, states which carrier takes which waste type of a client to which receiver and destination, with validity and price per kilo. It decides each weighing's destination.",
  ],
  'economia-circular': [
    'Circular economy',
    'A model that keeps products and materials in use as long as possible and returns organics to the soil, as opposed to the linear take, make and dispose model.',
  ],
  'hierarquia-residuos': [
    'Waste hierarchy',
    'The PNRS order of priority: avoid, reduce, reuse, recycle, treat and, last, dispose of residual waste. For the kitchen: prevent, donate, feed animals, compost, recycle, recover energy, dispose.',
  ],
  'nao-geracao': [
    'Prevention (non-generation)',
    'The first step of the hierarchy: keep waste from existing, by buying what is needed, cooking to measure and choosing returnable packaging.',
  ],
  'doacao-alimentos': [
    'Food donation',
    'Giving food still fit to eat to charities or food banks. It requires temperature and shelf-life control and a record of what was donated.',
  ],
  'alimentacao-animal': [
    'Animal feed',
    'Sending suitable leftovers to feed, after people and before composting in the hierarchy. It needs an authorised partner and sanitary rules, which restrict scraps containing animal products.',
  ],
  'logistica-reversa': [
    'Reverse logistics',
    'Actions that return used products and packaging to manufacturers and importers, who reuse them or send them to a proper destination. Mandatory for batteries, lamps, electronics, tyres, lubricating oils, packaging and more.',
  ],
  'ciclo-de-vida': [
    'Product life cycle',
    'The stages of a product from raw material extraction through production and use to final destination. The basis for judging where a product has most impact.',
  ],
  ecodesign: [
    'Ecodesign',
    'Designing products and packaging from the start to use less material, last longer, be repaired and be recycled.',
  ],
  upcycling: [
    'Upcycling',
    'Creative reuse that gives discarded material a use of higher value, such as old linen turned into bags or pallets into furniture.',
  ],
  'materia-prima-secundaria': [
    'Secondary raw material',
    'Material recovered from waste that goes back into production instead of virgin raw material, such as cardboard clippings or recycled aluminium.',
  ],
  'compras-sustentaveis': [
    'Sustainable purchasing',
    'Environmental and social criteria when buying: bulk products, returnable packaging, suppliers that take packaging back, quantities matched to use.',
  ],
  'embalagem-retornavel': [
    'Returnable packaging',
    'Packaging that goes back to the supplier to be washed and refilled, such as crates, bottles and kegs. It takes weight off recyclables and residual waste.',
  ],
  peps: [
    'FIFO — first in, first out',
    'Stock rule by which the oldest product is used first. It keeps food from expiring at the back of the cold room.',
  ],
  'ficha-tecnica': [
    'Recipe card',
    'Standard recipe with ingredients, quantities, yield and portion. Adjusting portions and yield reduces pre-service scraps and plate leftovers.',
  ],
  'aproveitamento-integral': [
    'Whole-food use',
    'Using parts usually thrown away, such as stalks, peels and seeds, in stocks, crumbs and desserts, safely.',
  ],
  'separacao-na-fonte': [
    'Separation at source',
    'Separating each waste where it arises, in labelled bins, rather than sorting later. It is what keeps recyclables clean and organics free of plastic.',
  ],
  'educacao-ambiental': [
    'Environmental education',
    'Processes by which people build knowledge and attitudes to protect the environment. In a hotel: training staff to separate and weigh, and informing guests.',
  ],
  'iso-14001': [
    'ISO 14001',
    'Standard for environmental management systems: the company identifies its environmental aspects, sets objectives, monitors and improves continually. Waste data is common evidence in audits.',
  ],
  esg: [
    'ESG',
    'Environmental, social and governance criteria used by investors, chains and customers to assess companies. Diversion rate and CO₂e avoided often appear in hospitality ESG reports.',
  ],
  'gri-306': [
    "GRI 306 — Waste",
    "The Global Reporting Initiative standard for reporting waste: 306-3 asks for waste generated in metric tons by composition, 306-4 for waste diverted from disposal by recovery operation and 306-5 for waste directed to disposal by operation, split into hazardous and non-hazardous and onsite or offsite.",
  ],
  'esrs-e5': [
    "ESRS E5 — Resource use and circular economy",
    "European sustainability reporting standard under the CSRD. Its disclosure E5-5 asks for total waste generated, waste diverted from disposal by recovery operation, waste directed to disposal by treatment, hazardous and radioactive waste, and non-recycled waste with its percentage.",
  ],
  'padrao-flw': [
    "FLW Standard — food loss and waste",
    "International standard for accounting and reporting food loss and waste. It sets what the inventory covers (food, inedible parts) and where it goes: animal feed, bio-based materials, anaerobic digestion, composting, controlled combustion, land application, landfill, sewer and others.",
  ],
  'residuo-desviado-disposicao': [
    "Waste diverted from disposal",
    "Waste sent to preparation for reuse, recycling or another recovery operation instead of landfill or incineration. In Ecopeso, the destinations of the {{destinationGroup:recovery}} group.",
  ],
  'residuo-direcionado-disposicao': [
    "Waste directed to disposal",
    "Waste sent to landfill, to incineration with or without energy recovery, or to another disposal operation. In Ecopeso, the destinations of the {{destinationGroup:disposal}} group whose destination is known.",
  ],
  'preparacao-reutilizacao': [
    "Preparation for reuse",
    "Checking, cleaning or repairing a product that became waste so that it is used again as before, with no other processing.",
  ],
  'outras-operacoes-recuperacao': [
    "Other recovery operations",
    "Operations in which waste serves a useful purpose in place of another resource, without being reused or recycled. Ecopeso counts {{destination:biomethanization}}, {{destination:recovery}} and {{destination:sorting}} here.",
  ],
  'outras-operacoes-disposicao': [
    "Other disposal operations",
    "Disposal that is neither landfill nor incineration. In Ecopeso, the {{destination:disposal}} destination.",
  ],
  'residuo-nao-reciclado': [
    "Non-recycled waste",
    "In ESRS E5-5, all waste neither prepared for reuse nor recycled, and its share of the total generated.",
  ],
  'materiais-base-biologica': [
    "Bio-based materials",
    "FLW Standard destination: turning the material into industrial products, such as soap made from used cooking oil.",
  ],
  'combustao-controlada': [
    "Controlled combustion",
    "FLW Standard destination: burning the material in a facility built for it, with or without using its energy.",
  ],
  'aplicacao-no-solo': [
    "Land application",
    "FLW Standard destination: spreading, spraying or injecting the material into the soil, without composting it first, to improve the soil.",
  ],
};
