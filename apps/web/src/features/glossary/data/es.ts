import { FROM_VOCABULARY, type GlossaryTexts } from './terms';

/**
 * Glosario en español: [término, definición]. Los nombres brasileños se mantienen, con una aclaración. Un término que
 * es una cosa del producto (tipo, subtipo, destino) tiene FROM_VOCABULARY en lugar del nombre, y un texto nombra esas
 * cosas como {{wasteType:rejeito}}: el vocabulario compartido (packages/shared) las nombra, como la app.
 */
export const TEXTS: GlossaryTexts = {
  pnrs: [
    'PNRS — Política Nacional de Residuos Sólidos',
    'Ley federal que organiza la gestión de residuos en Brasil: quién responde por ellos, el orden de prioridad (no generar, reducir, reutilizar, reciclar, tratar, disponer) e instrumentos como planes de gestión, logística inversa y el SINIR. Hoteles y restaurantes responden por sus residuos hasta el destino final.',
  ],
  'decreto-10936': [
    'Decreto 10.936/2022',
    'Reglamenta la PNRS y sustituyó al decreto de 2010. Detalla los planes de gestión, el SINIR, la logística inversa (con el Programa Nacional de Logística Inversa) y las obligaciones de quien genera, transporta y recibe residuos.',
  ],
  'portaria-mma-280': [
    'Ordenanza MMA 280/2020',
    'Norma del Ministerio de Medio Ambiente que creó el MTR nacional, emitido en el SINIR, y la DMR. Desde 2021 todo transporte de residuos sujetos a plan de gestión necesita MTR, y el destinatario confirma el tratamiento con el CDF.',
  ],
  planares: [
    'Planares — Plan Nacional de Residuos Sólidos',
    'Plan federal con metas a 20 años para la gestión de residuos, como cerrar los basurales y aumentar el reciclaje y la recuperación de orgánicos. Orienta los planes estatales y municipales.',
  ],
  pmgirs: [
    'PMGIRS — Plan Municipal de Gestión Integrada de Residuos Sólidos',
    'Plan del municipio para sus residuos: recolección, recolección selectiva, límites para grandes generadores y metas. Define, por ejemplo, si la basura de un restaurante puede ir a la recolección pública o necesita una empresa contratada.',
  ],
  'lei-crimes-ambientais': [
    'Ley de Delitos Ambientales',
    'Ley 9.605/1998: sanciones penales y administrativas por daños al medio ambiente, entre ellas arrojar residuos en contra de la ley. La empresa generadora puede responder junto con quien transportó o descartó de forma irregular.',
  ],
  'marco-saneamento': [
    'Nuevo Marco del Saneamiento',
    'Ley 14.026/2020, que actualizó el saneamiento básico y fijó nuevos plazos para que los municipios cierren los basurales y envíen el rechazo a rellenos sanitarios.',
  ],
  'lei-doacao-alimentos': [
    'Ley de donación de alimentos',
    'Ley 14.016/2020: permite a los establecimientos que producen o sirven alimentos donar sus excedentes para consumo humano, dentro del plazo de validez y en buenas condiciones sanitarias. El donante solo responde si actúa con dolo.',
  ],
  'responsabilidade-compartilhada': [
    'Responsabilidad compartida',
    'Principio de la PNRS por el que fabricantes, importadores, comerciantes, consumidores y poder público comparten la responsabilidad por el ciclo de vida de los productos. Para el hotel, contratar una empresa no pone fin a su responsabilidad: debe probar el destino.',
  ],
  'poluidor-pagador': [
    'Quien contamina paga',
    'Principio por el que quien causa la contaminación asume el costo de prevenirla y repararla. Justifica cobros proporcionales a la cantidad de residuos generada.',
  ],
  'acordo-setorial': [
    'Acuerdo sectorial',
    'Contrato entre el poder público y fabricantes, importadores, distribuidores o comerciantes para implantar la logística inversa de un tipo de producto, como envases o lámparas.',
  ],
  'credito-reciclagem': [
    'Certificado de crédito de reciclaje',
    'Instrumento creado en 2023 (programa Recicla+) por el que las empresas obligadas a la logística inversa de envases prueban el reciclaje de una masa equivalente, comprando certificados emitidos a partir de facturas de cooperativas y recicladores.',
  ],
  gerador: [
    'Generador de residuos',
    'Persona física o jurídica cuyas actividades generan residuos. En el MTR, el generador es quien emite el manifiesto: para la cocina de un hotel, el propio hotel (el CNPJ de la unidad).',
  ],
  'grande-gerador': [
    'Gran generador',
    'Establecimiento que genera más del volumen o peso diario que la ley municipal permite entregar a la recolección pública. En ese caso contrata recolección y destino por su cuenta y suele necesitar un PGRS.',
  ],
  conama: [
    'CONAMA — Consejo Nacional del Medio Ambiente',
    'Órgano consultivo y deliberativo del Sistema Nacional del Medio Ambiente. Sus resoluciones fijan normas técnicas, como el código de colores de la recolección selectiva y los criterios de compostaje.',
  ],
  ibama: [
    'IBAMA',
    'Instituto Brasileño del Medio Ambiente y de los Recursos Naturales Renovables, organismo federal de fiscalización y licenciamiento. Publica la Lista Brasileña de Residuos Sólidos y mantiene el Registro Técnico Federal.',
  ],
  'ctf-app': [
    'CTF/APP — Registro Técnico Federal',
    'Registro obligatorio en el IBAMA para quien ejerce actividades potencialmente contaminantes o transporta y trata residuos. Conviene verificar que transportistas y destinatarios contratados estén en regla.',
  ],
  oema: [
    'Órgano ambiental estatal (OEMA)',
    'Organismo que licencia y fiscaliza actividades en el estado, como CETESB (SP), INEA (RJ), FEAM (MG), FEPAM (RS), IMA (SC) y CPRH (PE). Algunos tienen su propio sistema de MTR.',
  ],
  cetesb: [
    'CETESB',
    'Compañía Ambiental del Estado de São Paulo. Licencia actividades en el estado, emite el CADRI y opera el SIGOR, donde los generadores paulistas emiten el MTR.',
  ],
  'licenca-ambiental': [
    'Licencia ambiental',
    'Autorización del órgano ambiental para instalar y operar una actividad potencialmente contaminante. Tiene tres fases: previa (LP), de instalación (LI) y de operación (LO), cada una con vencimiento.',
  ],
  'licenca-operacao': [
    'Licencia de operación (LO)',
    'Licencia que autoriza el funcionamiento de una actividad. Transportistas y destinatarios necesitan LO vigente para los residuos que reciben; Ecopeso guarda el número y el vencimiento de cada una.',
  ],
  catadores: [
    'Recicladores de base (catadores)',
    'Trabajadores que recogen y separan reciclables. La PNRS prevé su inclusión en la recolección selectiva, de preferencia organizados en cooperativas o asociaciones.',
  ],
  mtr: [
    'MTR — Manifiesto de Transporte de Residuos',
    'Documento electrónico que acompaña cada carga de residuos desde el generador hasta el destinatario. El generador lo emite en el SINIR o en el sistema estatal, el transportista y el destinatario confirman la recepción y el CDF lo cierra. Cada ítem indica código IBAMA, clase, cantidad y tratamiento.',
  ],
  cdf: [
    'CDF — Certificado de Destino Final',
    'Documento emitido por el destinatario, nunca por el generador, que certifica el tratamiento o la disposición de los residuos de uno o más MTR. Es la prueba de destino adecuado que el generador guarda para auditorías.',
  ],
  dmr: [
    'DMR — Declaración de Movimiento de Residuos',
    'Declaración periódica del generador con todo lo enviado en el período, por residuo, destinatario y tratamiento, armada a partir de los MTR. Trimestral en el SINIR y en São Paulo; semestral en Minas Gerais.',
  ],
  sinir: [
    'SINIR',
    'Sistema Nacional de Información sobre la Gestión de los Residuos Sólidos, del Ministerio de Medio Ambiente. Reúne datos nacionales y aloja el MTR nacional, usado donde el estado no tiene sistema propio integrado.',
  ],
  sigor: [
    'SIGOR',
    'Sistema estatal de gestión en línea de residuos sólidos de la CETESB. En São Paulo el MTR se emite en el módulo SIGOR-MTR, que funciona como el del SINIR con registros propios del estado.',
  ],
  cadri: [
    'CADRI',
    'Certificado de Movimiento de Residuos de Interés Ambiental, emitido por la CETESB. Autoriza enviar ciertos residuos, en especial peligrosos, a un destino específico en el estado de São Paulo.',
  ],
  pgrs: [
    'PGRS — Plan de Gestión de Residuos Sólidos',
    'Documento del generador que describe los residuos que produce y cómo se separan, almacenan, recogen y destinan, con metas de reducción y responsables. Obligatorio para grandes generadores y actividades licenciadas; las pesajes de Ecopeso sirven de base para actualizarlo.',
  ],
  'responsavel-tecnico': [
    'Responsable técnico',
    'Profesional habilitado que elabora, implementa y sigue el PGRS. En el MTR, el campo "responsable" indica quién responde por la emisión en la unidad.',
  ],
  'inventario-residuos': [
    'Inventario de residuos',
    'Relevamiento de qué residuos genera la empresa, cuánto, dónde y adónde van. Es el punto de partida del PGRS y de la DMR.',
  ],
  'armazenamento-temporario': [
    'Almacenamiento temporal',
    'Lugar licenciado donde los residuos esperan entre la recolección y el destino final. Cuando la carga pasa por él, el MTR indica el almacenador además del transportista y el destinatario.',
  ],
  'codigo-unidade': [
    'Código de unidad',
    'Número que identifica un establecimiento (generador, transportista o destinatario) dentro de un sistema de MTR. No es el CNPJ: cada sistema tiene el suyo y el manifiesto pide ambos.',
  ],
  'transporte-produtos-perigosos': [
    'Transporte de mercancías peligrosas',
    'Reglas de la ANTT para transportar por carretera cargas peligrosas, incluidos los residuos clase I: número ONU, etiquetas de riesgo, vehículo y conductor habilitados y documentos de emergencia.',
  ],
  rastreabilidade: [
    'Trazabilidad',
    'Capacidad de seguir un residuo desde el pesaje en el área que lo generó hasta el certificado de destino. En Ecopeso cada pesaje tiene fecha, área y autor, y cada MTR remite a los pesajes que lo componen.',
  ],
  'nbr-10004': [
    'ABNT NBR 10004',
    'Norma brasileña que clasifica los residuos sólidos según sus riesgos para la salud y el ambiente. La edición de 2004 define las clases I (peligrosos), II A (no inertes) y II B (inertes); la revisión de 2024 reorganizó la norma en partes y los criterios de peligrosidad. Los sistemas de MTR siguen pidiendo la clase de cada ítem.',
  ],
  'classe-i': [
    'Clase I — peligrosos',
    'Residuos inflamables, corrosivos, reactivos, tóxicos o patógenos. En hoteles: lámparas fluorescentes, pilas, envases de productos químicos, pinturas y solventes de mantenimiento.',
  ],
  'classe-ii-a': [
    'Clase II A — no peligrosos, no inertes',
    'Residuos sin peligrosidad que pueden ser biodegradables, combustibles o solubles en agua. Es la clase de la mayor parte de la basura de cocina y oficina: restos de comida, papel sucio, rechazo común.',
  ],
  'classe-ii-b': [
    'Clase II B — no peligrosos, inertes',
    'Residuos que, en contacto con el agua, no liberan sustancias por encima de los límites de potabilidad (ensayo de la NBR 10006), como vidrio, algunos escombros y ciertas gomas.',
  ],
  'caracteristicas-periculosidade': [
    'Características de peligrosidad',
    'Propiedades que hacen peligroso a un residuo: inflamabilidad, corrosividad, reactividad, toxicidad, patogenicidad (y, en la PNRS, también carcinogenicidad, teratogenicidad y mutagenicidad). Basta una para la clase I.',
  ],
  'nbr-10006': [
    'ABNT NBR 10006',
    'Norma del ensayo de solubilización: muestra si un residuo no peligroso libera sustancias en el agua y, por lo tanto, si es inerte (II B) o no inerte (II A).',
  ],
  'lista-ibama': [
    'Lista Brasileña de Residuos Sólidos',
    'Lista publicada por el IBAMA que asigna a cada tipo de residuo un código de seis dígitos, ordenado en capítulos por origen. Es la que se usa en el MTR, el CTF y las declaraciones.',
  ],
  'codigo-ibama': [
    'Código IBAMA del residuo',
    'Código de seis dígitos de la Lista Brasileña de Residuos Sólidos, como 20 01 08 (residuos biodegradables de cocina) o 20 01 01 (papel y cartón). Un asterisco marca los peligrosos. Cada ítem de MTR lleva uno.',
  ],
  'capitulo-20': [
    'Capítulo 20 de la lista del IBAMA',
    'Capítulo de los residuos urbanos y asimilables, incluidas las fracciones de recolección selectiva. Aquí están casi todos los códigos de un hotel o restaurante: orgánicos de cocina, aceite de cocina, papel, plástico, vidrio, metal y residuo mezclado.',
  ],
  'classificacao-origem': [
    'Clasificación por origen',
    'La PNRS clasifica los residuos también por su origen: domiciliarios, de limpieza urbana, de comercios y servicios, industriales, sanitarios, de la construcción, entre otros. Hoteles y restaurantes son prestadores de servicios.',
  ],
  'residuo-equiparado': [
    'Residuo asimilable al domiciliario',
    'Residuo de comercio o servicio que, por naturaleza, composición o volumen, el municipio acepta tratar como basura domiciliaria. Por encima de ese límite el establecimiento es gran generador.',
  ],
  'residuo-perigoso': [
    FROM_VOCABULARY,
    'Residuo con alguna característica de peligrosidad, que exige embalaje, transporte y destino especiales. Nunca se mezcla con el rechazo común ni con los reciclables.',
  ],
  'estado-fisico': [
    'Estado físico',
    'Campo del MTR que indica si el residuo es sólido, líquido, pastoso o gaseoso. El aceite de cocina usado, por ejemplo, va como líquido.',
  ],
  acondicionamento: [
    'Embalaje (acondicionamento)',
    'Cómo se embala el residuo para la recolección y el transporte: bolsas, bidones, tambores, contenedores, fardos. El MTR pide el tipo de embalaje de cada ítem.',
  ],
  'conama-275': [
    'Código de colores de la recolección selectiva',
    'Resolución CONAMA 275/2001: azul para papel, rojo para plástico, verde para vidrio, amarillo para metal, negro para madera, naranja para peligrosos, blanco para servicios de salud, morado para radiactivos, marrón para orgánicos y gris para lo no reciclable.',
  ],
  'simbologia-plasticos': [
    'Símbolos de identificación de plásticos',
    'Números del 1 al 7 dentro del triángulo de flechas que indican la resina: 1 PET, 2 PEAD, 3 PVC, 4 PEBD, 5 PP, 6 PS, 7 otros. Ayudan a la clasificación a separar el plástico por tipo.',
  ],
  rss: [
    'RSS — Residuos de servicios de salud',
    'Residuos de la atención de salud, con reglas propias de clasificación y manejo. En un hotel aparecen en la enfermería o el spa: cortopunzantes y materiales con sangre nunca van a la basura común.',
  ],
  rcc: [
    'RCC — Residuos de construcción',
    'Escombros de obras y reformas, clasificados por la Resolución CONAMA 307/2002 en clases A a D. Las reformas de habitaciones los generan y exigen contenedor y destino propios.',
  ],
  'residuo-solido': [
    'Residuo sólido',
    'Material, sustancia o bien descartado que aún puede reutilizarse, reciclarse o tratarse, incluidos semisólidos y algunos líquidos. Solo pasa a ser rechazo cuando no queda recuperación viable.',
  ],
  rejeito: [
    FROM_VOCABULARY,
    'Residuo que, agotadas las posibilidades de tratamiento y recuperación por procesos viables, solo puede ir a disposición final en relleno. En Ecopeso es el tipo "{{wasteType:rejeito}}" (rejeito en la ley brasileña): servilletas sucias, pañales, barrido.',
  ],
  'residuo-organico': [
    FROM_VOCABULARY,
    'Restos vegetales o animales que se descomponen: cáscaras, recortes, sobras de plato, borra de café. Suele ser la mayor fracción en peso de una cocina y la que más metano emite en el relleno.',
  ],
  'residuo-reciclavel': [
    FROM_VOCABULARY,
    'Material que la industria puede transformar en nueva materia prima cuando llega limpio y separado: papel, cartón, plástico, vidrio, metal. En Ecopeso es el tipo "{{wasteType:reciclavel}}", con subtipos por material.',
  ],
  'residuo-compostavel': [
    FROM_VOCABULARY,
    'En Ecopeso, el tipo para material que va directo al compostaje y no es comida, como podas de jardín, hojas y envases certificados como compostables.',
  ],
  'pre-preparo': [
    FROM_VOCABULARY,
    'Subtipo orgánico de Ecopeso para recortes, cáscaras y tallos generados en la cocina antes del servicio. Medirlo muestra dónde pueden mejorar la compra, el corte y la ficha técnica.',
  ],
  'sobras-prato': [
    FROM_VOCABULARY,
    'Subtipo orgánico de Ecopeso para lo que vuelve del salón o queda en el bufé después del servicio. Es la medida más directa del desperdicio de comida preparada.',
  ],
  'oleo-cozinha': [
    FROM_VOCABULARY,
    'Aceite de fritura descartado. Nunca va a la pileta ni al desagüe: se guarda en bidones y se entrega a recolectores que lo transforman en biodiésel, jabón u otros productos. Tiene subtipo propio en Ecopeso.',
  ],
  'desperdicio-alimentos': [
    'Desperdicio de alimentos',
    'Alimento apto para el consumo que se descarta en el comercio, los servicios de comida o el hogar. En hoteles viene del exceso de producción, bufés mal dimensionados y platos grandes.',
  ],
  'perda-alimentos': [
    'Pérdida de alimentos',
    'Merma de alimentos antes del comercio minorista: en la cosecha, el transporte, el almacenamiento y el procesamiento. Se distingue del desperdicio, que ocurre más cerca del consumidor.',
  ],
  tara: [
    'Tara',
    'Peso del recipiente vacío — cubo, contenedor, caja — en el que se pesa el residuo. En Ecopeso cada recipiente del cliente tiene su tara; al elegirlo en el pesaje, el peso de la balanza es el bruto y el registro guarda el neto (bruto menos tara). Una nueva tara vale desde una fecha: los registros anteriores guardan la tara con la que se pesaron.',
  ],
  'motivo-descarte': [
    'Motivo del descarte',
    'Por qué se tiró un alimento, elegido al pesar residuo {{wasteType:organico}}. La lista de cada cliente empieza con las etapas de la pérdida — en el ingrediente ({{lossReason:spoilage}}, {{lossReason:expiry}}, {{lossReason:trim}}), en el producto terminado ({{lossReason:overproduction}}, {{lossReason:buffet_leftovers}}) y en el plato ({{lossReason:plate_waste}}) — y admite motivos propios. Muestra dónde actuar primero.',
  ],
  'perda-ingrediente': [
    'Pérdida de ingrediente',
    'Etapa de la pérdida antes de cocinar: materia prima que se estropea ({{lossReason:spoilage}}), vence ({{lossReason:expiry}}) o sale como recortes en la preelaboración ({{lossReason:trim}}). Baja con compras ajustadas al consumo, buen almacenamiento, FIFO y aprovechamiento integral.',
  ],
  'perda-produto-pronto': [
    'Pérdida de producto terminado',
    'Etapa de la pérdida después de cocinar y antes del huésped: comida hecha de más ({{lossReason:overproduction}}) o que sobra en las bandejas del bufé ({{lossReason:buffet_leftovers}}). Baja con previsión de ocupación, fichas técnicas y reposición del bufé en tandas más pequeñas.',
  ],
  'resto-prato': [
    FROM_VOCABULARY,
    'Etapa de la pérdida en el plato: lo que el huésped se sirvió o recibió y no comió. Medirla orienta el tamaño de las porciones y de los platos, y lo que se comunica a los huéspedes.',
  ],
  'papel-papelao': [
    FROM_VOCABULARY,
    'Cajas de entrega, papel de oficina y envases de papel. Se reciclan bien secos y sin grasa; el papel sucio de comida va al orgánico o al rechazo.',
  ],
  plastico: [
    FROM_VOCABULARY,
    'Botellas, films, potes y envases de limpieza. Debe ir vacío y sin restos; los films y plásticos mezclados tienen menos mercado y dependen de la clasificación local.',
  ],
  vidro: [
    FROM_VOCABULARY,
    'Botellas y frascos que se reciclan indefinidamente o vuelven al proveedor cuando son retornables. Separar por color mejora el precio; el vidrio roto va envuelto para proteger a quien recoge.',
  ],
  metal: [
    FROM_VOCABULARY,
    'Latas de aluminio y acero, tapas y utensilios. El aluminio tiene alto valor de venta y su reciclaje ahorra mucha energía.',
  ],
  madeira: [
    FROM_VOCABULARY,
    'Pallets, cajones y muebles. Los pallets suelen volver al proveedor; la madera limpia puede reutilizarse o convertirse en biomasa.',
  ],
  embalagens: [
    'Envases en general',
    'Envases de papel, plástico, metal, vidrio y cartón multicapa sujetos a un acuerdo sectorial de logística inversa. Fabricantes y comerciantes deben probar la recuperación de parte de lo que ponen en el mercado.',
  ],
  'pilhas-baterias': [
    FROM_VOCABULARY,
    'Contienen metales que contaminan suelo y agua. Según la Resolución CONAMA 401/2008 vuelven a los puntos de recolección del comercio y los fabricantes, nunca a la basura común.',
  ],
  eletroeletronicos: [
    FROM_VOCABULARY,
    'Residuos de aparatos eléctricos y electrónicos (RAEE): equipos descartados como televisores de habitaciones, teléfonos y computadoras. Tienen logística inversa reglamentada y puntos de entrega propios.',
  ],
  lampadas: [
    'Lámparas fluorescentes y de mercurio',
    'Contienen mercurio y tienen logística inversa por acuerdo sectorial. Deben guardarse enteras y embaladas hasta entregarlas en un punto autorizado.',
  ],
  volumosos: [
    'Residuos voluminosos',
    'Objetos grandes que la recolección común no lleva: colchones, muebles, electrodomésticos, ramas. Los hoteles los generan en renovaciones; muchos pueden donarse o repararse.',
  ],
  texteis: [
    'Textiles',
    'Blancos, uniformes, toallas y cortinas fuera de uso. Pueden donarse, convertirse en paños de limpieza o ir al reciclaje de fibras.',
  ],
  contaminacao: [
    'Contaminación de reciclables',
    'Presencia de comida, grasa, líquidos u otro material entre los reciclables. Una bolsa contaminada puede enviar toda la carga al relleno; por eso la separación en origen pesa tanto.',
  ],
  chorume: [
    'Lixiviado',
    'Líquido oscuro que se forma con la descomposición de los residuos y el agua que los atraviesa. En los rellenos sanitarios se recoge y trata; en los basurales contamina suelo y agua.',
  ],
  'destinacao-adequada': [
    'Destino final ambientalmente adecuado',
    'Destino que incluye reutilización, reciclaje, compostaje, recuperación, aprovechamiento energético y otros admitidos por las autoridades, además de la disposición final adecuada. Es lo que prueba el CDF.',
  ],
  'disposicao-adequada': [
    'Disposición final ambientalmente adecuada',
    'Distribución ordenada de rechazos en rellenos, según normas que evitan daños a la salud y al ambiente. Es la última opción de la jerarquía, solo para lo que no puede recuperarse.',
  ],
  'aterro-sanitario': [
    FROM_VOCABULARY,
    'Obra de ingeniería para disponer rechazos con impermeabilización del suelo, drenaje, tratamiento de lixiviados y captación de gases. Es un destino legal, pero cuenta como no desviado en la tasa de desvío.',
  ],
  'aterro-controlado': [
    'Vertedero controlado',
    'Lugar donde la basura se cubre con tierra, pero sin la impermeabilización ni el tratamiento de un relleno sanitario. No se considera disposición adecuada.',
  ],
  lixao: [
    'Basural a cielo abierto (lixão)',
    'Vertido de residuos a cielo abierto, sin control. Prohibido por la PNRS; contamina suelo, agua y aire y pone en riesgo a las personas.',
  ],
  'gas-aterro': [
    'Gas de relleno',
    'Mezcla de metano y dióxido de carbono producida por la descomposición sin oxígeno de los orgánicos en el relleno. Puede quemarse o aprovecharse como energía; cuando escapa, calienta el clima.',
  ],
  compostagem: [
    FROM_VOCABULARY,
    'Descomposición controlada de orgánicos con oxígeno que produce compost para el suelo. Recibe restos de cocina, borra de café y podas; en Ecopeso cuenta como desvío de relleno.',
  ],
  'compostagem-local': [
    'Compostaje en el lugar',
    'Compostaje en el propio hotel o restaurante, en composteras o pilas. Reduce recolección y transporte y puede abastecer la huerta; exige espacio, rutina y control de humedad y olor.',
  ],
  vermicompostagem: [
    'Vermicompostaje',
    'Compostaje con lombrices, que aceleran la descomposición y producen humus. Funciona bien a pequeña escala, sin carnes, lácteos ni exceso de cítricos.',
  ],
  'composto-organico': [
    'Compost',
    'Producto estable del compostaje, usado como abono y mejorador de suelo. Para venderse como fertilizante debe cumplir las reglas del Ministerio de Agricultura.',
  ],
  biometanizacao: [
    FROM_VOCABULARY,
    'Tratamiento de orgánicos por digestión anaerobia, sin oxígeno, en reactores cerrados. Produce biogás, que se convierte en energía o biometano, y digestato, usado como abono. En Ecopeso cuenta como desvío de relleno.',
  ],
  biogas: [
    'Biogás',
    'Gas rico en metano obtenido de la digestión anaerobia de orgánicos o captado en rellenos. Genera electricidad y calor o se purifica en biometano.',
  ],
  biometano: [
    'Biometano',
    'Biogás purificado hasta la calidad del gas natural, según la especificación de la ANP. Puede abastecer vehículos o inyectarse en la red de gas.',
  ],
  digestato: [
    'Digestato',
    'Material que queda tras la biometanización. Una vez estabilizado, se aplica al suelo como fertilizante.',
  ],
  reciclagem: [
    FROM_VOCABULARY,
    'Transformación de residuos, cambiando sus propiedades físicas, químicas o biológicas, en insumos o nuevos productos. Depende de material limpio, separado y de un comprador.',
  ],
  reutilizacao: [
    'Reutilización',
    'Aprovechamiento de un residuo sin transformarlo: botellas retornables, pallets devueltos, muebles donados. Va antes del reciclaje en la jerarquía.',
  ],
  triagem: [
    FROM_VOCABULARY,
    'Separación (triagem, en Brasil) de reciclables por material y calidad en una planta o cooperativa antes de venderlos a la industria. Parte de lo que llega puede rechazarse e ir al relleno.',
  ],
  'coleta-seletiva': [
    'Recolección selectiva',
    'Recolección de residuos ya separados según su composición, como reciclables secos y orgánicos. Depende de que el equipo separe bien en el origen.',
  ],
  'cooperativa-catadores': [
    'Cooperativa de recicladores',
    'Organización de recicladores que recibe, clasifica y vende reciclables. La PNRS incentiva su contratación; muchas emiten documentos para el MTR y certificados de reciclaje.',
  ],
  incineracao: [
    FROM_VOCABULARY,
    'Quema controlada de residuos a alta temperatura, con tratamiento de gases. Reduce el volumen y puede generar energía, pero en la tasa de desvío de relleno cuenta como disposición, como en las certificaciones Basura Cero.',
  ],
  'recuperacao-energetica': [
    'Recuperación energética',
    'Aprovechamiento de la energía del residuo por incineración con generación, combustible derivado o biogás. La PNRS admite la recuperación energética de residuos urbanos con viabilidad técnica y ambiental probada y monitoreo de emisiones.',
  ],
  coprocessamento: [
    'Coprocesamiento',
    'Uso de residuos como combustible o materia prima en hornos de cemento, que destruyen la fracción orgánica e incorporan las cenizas al clínker. Se usa para neumáticos, lodos y CDR.',
  ],
  cdr: [
    'CDR — Combustible derivado de residuos',
    'Combustible preparado con la fracción seca no reciclable del rechazo, triturada y secada, para hornos industriales o centrales eléctricas.',
  ],
  transbordo: [
    'Estación de transferencia',
    'Lugar donde los residuos pasan de los camiones de recolección a vehículos mayores antes de seguir al tratamiento o al relleno.',
  ],
  transportador: [
    'Transportista',
    'Empresa licenciada que recoge y lleva los residuos del generador al destinatario. Confirma el MTR al recibir la carga; en Ecopeso es una empresa de recolección con CNPJ, licencia y código de unidad.',
  ],
  destinador: [
    'Destinatario',
    'Instalación licenciada que recibe los residuos y los trata o dispone: cooperativa, planta de compostaje, planta de biogás, relleno. Confirma el MTR y emite el CDF.',
  ],
  'taxa-desvio-aterro': [
    'Tasa de desvío de relleno',
    'Parte del peso de residuos que no fue a relleno ni a incineración. En Ecopeso: peso con destino del grupo {{destinationGroup:recovery}} dividido por el peso total del período, siempre según el destino real del contrato y no por tipo de residuo.',
  ],
  'grupo-recuperacao': [
    'Grupos {{destinationGroup:recovery}} y {{destinationGroup:disposal}}',
    'En Ecopeso los destinos se dividen en {{destinationGroup:recovery}} ({{destination:recovery}}, {{destination:recycling}}, {{destination:composting}}, {{destination:biomethanization}}, {{destination:sorting}}) y {{destinationGroup:disposal}} ({{destination:sanitary_landfill}}, {{destination:incineration}}, {{destination:disposal}}, {{destination:unspecified}}). Solo el primer grupo cuenta como desviado.',
  ],
  'meta-desvio': [
    'Meta de desvío',
    'Tasa de desvío que el cliente quiere alcanzar, 90% por defecto, el nivel de las certificaciones Basura Cero. El dashboard muestra la línea de la meta y si el período la alcanzó.',
  ],
  'destino-estimado': [
    'Destino estimado por tipo',
    'Cuando ningún contrato cubre un tipo de residuo en una fecha, Ecopeso supone el destino por defecto del tipo ({{wasteType:rejeito}}: {{destination:sanitary_landfill}}; {{wasteType:reciclavel}}: {{destination:recycling}}; {{wasteType:organico}} y {{wasteType:compostavel}}: {{destination:composting}}) y marca el valor como estimado.',
  ],
  'lixo-zero': [
    'Basura Cero',
    'Objetivo de conservar todos los recursos mediante producción, consumo, reutilización y recuperación responsables, sin quemar ni enterrar residuos. En la práctica se mide por el desvío de relleno e incineración.',
  ],
  'certificacao-lixo-zero': [
    'Certificación Basura Cero (Instituto Lixo Zero Brasil)',
    'Certificación brasileña para empresas y eventos que desvían de rellenos e incineración al menos el 90% de sus residuos, con auditoría de los datos y de los destinos.',
  ],
  'certificacao-true': [
    'Certificación TRUE',
    'Certificación internacional Zero Waste de la GBCI. Exige un desvío medio de al menos el 90% de rellenos, incineración y ambiente durante 12 meses, con datos documentados; la valorización energética no cuenta como desvío.',
  ],
  'composicao-gravimetrica': [
    'Composición gravimétrica',
    'Porcentaje en peso de cada material en el total de residuos. Los gráficos de composición de Ecopeso muestran la composición gravimétrica a partir de los pesajes.',
  ],
  'indicador-normalizado': [
    'Indicador normalizado',
    'Peso de residuos dividido por una medida de actividad, como pernoctaciones, huéspedes o comidas servidas. Permite comparar meses de ocupación distinta y unidades de distinto tamaño.',
  ],
  co2e: [
    'CO₂e — dióxido de carbono equivalente',
    'Unidad que suma distintos gases de efecto invernadero convirtiendo cada uno en la cantidad de CO₂ que causaría el mismo calentamiento en 100 años. Permite comparar, por ejemplo, el metano del relleno con el CO₂ del transporte.',
  ],
  'fator-emissao': [
    'Factor de emisión',
    'Cantidad de CO₂e emitida (o evitada, si es negativa) por kilo de residuo en un destino. Ecopeso usa factores por tipo, subtipo, destino y año, con su fuente citada, editables por el master.',
  ],
  'emissoes-evitadas': [
    'Emisiones evitadas',
    'En Ecopeso: cuánto CO₂e no se emitió por enviar el residuo a su destino real en lugar del relleno sanitario, peso × (factor del relleno − factor del destino real).',
  ],
  'potencial-aquecimento-global': [
    'Potencial de calentamiento global (GWP)',
    'Cuánto calienta un gas el planeta en comparación con el CO₂ en un horizonte de tiempo, normalmente 100 años. Es el multiplicador que convierte un gas en CO₂e.',
  ],
  metano: [
    'Metano (CH4)',
    'Gas de efecto invernadero que se forma cuando los orgánicos se descomponen sin oxígeno, como en los rellenos. En 100 años calienta entre 27 y 30 veces más que el CO₂; por eso sacar la comida del relleno reduce tanto las emisiones.',
  ],
  warm: [
    'WARM (US EPA)',
    'Modelo de la agencia ambiental de Estados Unidos que estima las emisiones de distintos destinos de residuos por material. Es la fuente de los factores iniciales de Ecopeso.',
  ],
  'escopo-3': [
    'Alcance 3',
    'Emisiones indirectas de la cadena de valor en un inventario GHG Protocol. Los residuos generados en las operaciones son una categoría del alcance 3 de hoteles y restaurantes.',
  ],
  'ods-12-3': [
    'ODS 12.3',
    'Meta de los Objetivos de Desarrollo Sostenible de la ONU: para 2030, reducir a la mitad el desperdicio de alimentos per cápita en el comercio y el consumo y reducir las pérdidas en la producción.',
  ],
  pesagem: [
    'Pesaje',
    'En Ecopeso, un registro de peso: tipo, subtipo, área, kilos, fecha y autor. Es la unidad de dato de todo el sistema, de la tasa de desvío al MTR.',
  ],
  'area-geracao': [
    'Área de generación',
    'Sector del cliente donde se generó y pesó el residuo: cocina, restaurante, bar, pisos. Sin área, el pesaje aparece como "{{noArea}}".',
  ],
  'contrato-coleta': [
    'Contrato de recolección',
    'En Ecopeso, define qué transportista lleva qué tipo de residuo de un cliente a qué destinatario y destino, con vigencia y precio por kilo. Es lo que decide el destino de cada pesaje.',
  ],
  'economia-circular': [
    'Economía circular',
    'Modelo que mantiene productos y materiales en uso el mayor tiempo posible y devuelve los orgánicos al suelo, frente al modelo lineal de extraer, producir y descartar.',
  ],
  'hierarquia-residuos': [
    'Jerarquía de residuos',
    'Orden de prioridad de la PNRS: no generación, reducción, reutilización, reciclaje, tratamiento y, por último, disposición final del rechazo. Para la cocina: prevenir, donar, alimentar animales, compostar, reciclar, recuperar energía, disponer.',
  ],
  'nao-geracao': [
    'No generación',
    'Primer escalón de la jerarquía: evitar que el residuo exista, comprando lo necesario, produciendo a medida y eligiendo envases retornables.',
  ],
  'doacao-alimentos': [
    'Donación de alimentos',
    'Entrega de comida aún apta para el consumo a instituciones sociales o bancos de alimentos. Exige control de temperatura, vencimiento y registro de lo donado.',
  ],
  'alimentacao-animal': [
    'Alimentación animal',
    'Destino de sobras aptas para pienso, después de las personas y antes del compostaje en la jerarquía. Depende de un socio autorizado y de las reglas sanitarias, que restringen restos con productos de origen animal.',
  ],
  'logistica-reversa': [
    'Logística inversa',
    'Acciones para devolver productos y envases usados a fabricantes e importadores, que los reaprovechan o les dan destino adecuado. Obligatoria para pilas, lámparas, electrónicos, neumáticos, aceites lubricantes, envases y otros.',
  ],
  'ciclo-de-vida': [
    'Ciclo de vida del producto',
    'Etapas de un producto desde la extracción de la materia prima, la producción y el consumo hasta el destino final. Base para evaluar dónde causa más impacto.',
  ],
  ecodesign: [
    'Ecodiseño',
    'Diseño de productos y envases pensado desde el inicio para usar menos material, durar más, repararse y reciclarse.',
  ],
  upcycling: [
    'Suprarreciclaje (upcycling)',
    'Reaprovechamiento creativo que da al material descartado un uso de mayor valor, como blancos viejos convertidos en bolsas o pallets en muebles.',
  ],
  'materia-prima-secundaria': [
    'Materia prima secundaria',
    'Material recuperado de residuos que vuelve a la producción en lugar de materia prima virgen, como recortes de cartón o aluminio reciclado.',
  ],
  'compras-sustentaveis': [
    'Compras sostenibles',
    'Criterios ambientales y sociales al comprar: productos a granel, envases retornables, proveedores que retiran envases, cantidades ajustadas al consumo.',
  ],
  'embalagem-retornavel': [
    'Envase retornable',
    'Envase que vuelve al proveedor para lavarse y rellenarse, como cajones, botellas y barriles. Quita peso a los reciclables y al rechazo.',
  ],
  peps: [
    'PEPS — primero en entrar, primero en salir',
    'Regla de stock por la que el producto más antiguo se usa primero. Evita que los alimentos venzan al fondo de la cámara fría.',
  ],
  'ficha-tecnica': [
    'Ficha técnica de preparación',
    'Receta estandarizada con ingredientes, cantidades, rendimiento y porción. Ajustar porciones y aprovechamiento reduce las sobras de preelaboración y de plato.',
  ],
  'aproveitamento-integral': [
    'Aprovechamiento integral de los alimentos',
    'Uso de partes que suelen descartarse, como tallos, cáscaras y semillas, en caldos, rellenos y postres, con seguridad sanitaria.',
  ],
  'separacao-na-fonte': [
    'Separación en origen',
    'Separar cada residuo donde nace, en recipientes identificados, en vez de separarlo después. Es lo que garantiza reciclables limpios y orgánicos sin plástico.',
  ],
  'educacao-ambiental': [
    'Educación ambiental',
    'Procesos por los que las personas construyen conocimientos y actitudes para conservar el ambiente. En un hotel: capacitar al equipo para separar y pesar, e informar a los huéspedes.',
  ],
  'iso-14001': [
    'ISO 14001',
    'Norma de sistemas de gestión ambiental: la empresa identifica sus aspectos ambientales, fija objetivos, monitorea y mejora continuamente. Los datos de residuos son evidencia habitual en auditorías.',
  ],
  esg: [
    'ESG',
    'Criterios ambientales, sociales y de gobernanza que usan inversores, cadenas y clientes para evaluar empresas. La tasa de desvío y el CO₂e evitado aparecen a menudo en los informes ESG de hotelería.',
  ],
  'gri-306': [
    "GRI 306 — Residuos",
    "Norma de la Global Reporting Initiative para informar sobre residuos: 306-3 pide lo generado en toneladas por composición, 306-4 lo desviado de la eliminación por operación de valorización y 306-5 lo destinado a eliminación por operación, separando peligrosos y no peligrosos y dentro o fuera de las instalaciones.",
  ],
  'esrs-e5': [
    "ESRS E5 — Uso de recursos y economía circular",
    "Norma europea de información de sostenibilidad de la CSRD. Su requisito E5-5 pide el total de residuos generados, lo desviado de la eliminación por operación de valorización, lo destinado a eliminación por tratamiento, los peligrosos y radiactivos y lo no reciclado con su porcentaje.",
  ],
  'padrao-flw': [
    "Estándar FLW — pérdida y desperdicio de alimentos",
    "Estándar internacional de contabilidad e informe de la pérdida y el desperdicio de alimentos. Fija qué entra en el inventario (alimento, partes no comestibles) y adónde va: alimentación animal, materiales de base biológica, digestión anaerobia, compostaje, combustión controlada, aplicación al suelo, vertedero, alcantarillado y otros.",
  ],
  'residuo-desviado-disposicao': [
    "Residuo desviado de la eliminación",
    "Residuo enviado a preparación para la reutilización, reciclaje u otra operación de valorización en lugar de vertedero o incineración. En Ecopeso, los destinos del grupo {{destinationGroup:recovery}}.",
  ],
  'residuo-direcionado-disposicao': [
    "Residuo destinado a eliminación",
    "Residuo enviado a vertedero, a incineración con o sin recuperación de energía o a otra operación de eliminación. En Ecopeso, los destinos del grupo {{destinationGroup:disposal}} cuyo destino se conoce.",
  ],
  'preparacao-reutilizacao': [
    "Preparación para la reutilización",
    "Revisar, limpiar o reparar un producto convertido en residuo para que vuelva a usarse como antes, sin otro procesamiento.",
  ],
  'outras-operacoes-recuperacao': [
    "Otras operaciones de valorización",
    "Operaciones en que el residuo cumple una función útil en lugar de otro recurso, sin reutilizarse ni reciclarse. Ecopeso cuenta aquí {{destination:biomethanization}}, {{destination:recovery}} y {{destination:sorting}}.",
  ],
  'outras-operacoes-disposicao': [
    "Otras operaciones de eliminación",
    "Eliminación que no es vertedero ni incineración. En Ecopeso, el destino {{destination:disposal}}.",
  ],
  'residuo-nao-reciclado': [
    "Residuo no reciclado",
    "En la ESRS E5-5, todo residuo que no se preparó para la reutilización ni se recicló, y su parte del total generado.",
  ],
  'materiais-base-biologica': [
    "Materiales de base biológica",
    "Destino del Estándar FLW: transformar el material en productos industriales, como jabón hecho de aceite de cocina usado.",
  ],
  'combustao-controlada': [
    "Combustión controlada",
    "Destino del Estándar FLW: quemar el material en una instalación hecha para ello, con o sin aprovechar su energía.",
  ],
  'aplicacao-no-solo': [
    "Aplicación al suelo",
    "Destino del Estándar FLW: esparcir, rociar o inyectar el material en el suelo, sin compostarlo antes, para mejorarlo.",
  ],
};
