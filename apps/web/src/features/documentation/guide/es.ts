import type { GuideTexts } from './sections';

export const TEXTS: GuideTexts = {
  'primeira-pesagem': {
    title: 'El primer pesaje',
    intro:
      'Pese el residuo en la balanza de la unidad y regístrelo en tres toques, en tableta, teléfono o computadora.',
    steps: [
      'Ingrese con el correo y la contraseña recibidos. El operacional llega directo a la pantalla de Registro; gerente y master la encuentran en el menú, en "Registro".',
      'Elija el cliente (la unidad) arriba. El dispositivo recuerda la elección para la próxima vez.',
      'Toque el tipo de residuo. Para reciclable u orgánico, elija también el subtipo (papel, plástico, sobras de plato…).',
      'Toque el área donde se generó el residuo (Cocina, Restaurante, Bar…). La última área usada ya viene marcada.',
      'Escriba el peso en kilos, con coma o punto (12,5 o 12.5), y toque "Guardar pesaje".',
      'Si el peso supera el límite configurado para el tipo, una ventana pide confirmación: revise el número o toque "Guardar de todos modos".',
      'El pesaje aparece en "Registros recientes". ¿Un error? "Eliminar" borra un registro suyo (los ya sincronizados piden confirmación).',
    ],
  },
  offline: {
    title: 'Trabajar sin internet y corregir un registro rechazado',
    intro: 'La pantalla de Registro funciona sin conexión después de abrirse una vez con internet. Nada se pierde.',
    steps: [
      'Arriba, el indicador muestra "En línea" o "Sin conexión" y cuántos registros están "Pendientes".',
      'Sin conexión, siga pesando normalmente: cada pesaje queda guardado en el dispositivo y aparece en la lista con un reloj.',
      'Cuando vuelve la conexión, el envío es automático y ocurre una sola vez; "Sincronizar ahora" lo fuerza. Reenviar nunca duplica un registro.',
      'Si el servidor rechaza un registro (por ejemplo, un área desactivada), aparece en "Por corregir" con el motivo.',
      'Toque "Corregir", ajuste el campo indicado y toque "Guardar corrección": el registro vuelve a la cola y se envía de nuevo.',
      'No borre los datos del navegador con pendientes: allí esperan hasta el envío.',
    ],
  },
  'exportar-csv': {
    title: 'Exportar los registros en CSV',
    intro: 'Para una planilla o para cotejar con la balanza del transportista.',
    steps: [
      'En la pantalla de Registro, con el cliente elegido, use "Exportar CSV": Hoy, Últimos 7 días o Últimos 30 días.',
      'El archivo trae fecha, hora, área, tipo, subtipo, peso y quién registró, y se abre en Excel o LibreOffice.',
    ],
  },
  dashboard: {
    title: 'Leer el dashboard',
    intro:
      'El dashboard muestra cuánto genera la unidad, de qué, dónde y adónde va, actualizado en vivo con cada pesaje.',
    steps: [
      'Elija el cliente y un período: Este mes, Últimos 3 meses, Este año, Año pasado, o años, meses y áreas a mano. La dirección de la página guarda el filtro, así que el enlace se puede compartir.',
      'Las tarjetas muestran el total pesado y la parte de cada tipo. "Desvío de relleno" es el peso enviado a destinos de recuperación dividido por el total, frente a la meta del cliente.',
      'La tarjeta de CO₂e evitado compara el destino real con el relleno, con los factores de emisión citados debajo.',
      'En los gráficos, "Volumen comparativo mensual" pone cada mes junto al mismo mes del año anterior; "Tasa de desvío de relleno por día" muestra el promedio y la línea de la meta.',
      'Los destinos sin contrato aparecen rayados, "estimados por tipo de residuo": pida al master que registre el contrato.',
      'Cada gráfico tiene "Mostrar tabla de datos" con las cifras exactas, y los términos tienen un "?" que lleva al glosario.',
    ],
  },
  relatorios: {
    title: 'Informes en PDF',
    intro: 'Dos informes listos, con los filtros de la pantalla.',
    steps: [
      'En el dashboard, ajuste cliente y período y toque "Informe de gestión" o "Informe técnico".',
      'El gerencial resume totales, desvío, meta y CO₂e para la dirección; el técnico detalla tipos, áreas, destinos, contratos y fuentes de los factores.',
      'El PDF sale en el idioma de la pantalla. Para la DMR y las auditorías, los MTR y CDF están en Documentación, pestaña "Documentos".',
    ],
  },
  informativo: {
    title: 'Glosario, economía circular y documentación',
    intro: 'El grupo "Informativo" del menú ayuda a entender las cifras y a mejorarlas.',
    steps: [
      'Glosario: busque un término con o sin acentos, filtre por categoría o use el índice A–Z. Cada término tiene su propio enlace para compartir.',
      'Economía circular: la jerarquía de residuos aplicada a la cocina, los flujos del cliente de las áreas a los destinos y las oportunidades calculadas con los destinatarios registrados.',
      'Una oportunidad indica, para cada flujo que aún va a relleno o incineración, cuánto subiría el desvío y cuánto CO₂e se evitaría en el mejor destino disponible.',
    ],
  },
  'emitir-mtr': {
    title: 'Emitir un MTR',
    intro:
      'En "Gestión de MTR/CDF", el master emite el MTR de cada recolección a partir de los pesajes, sigue la recepción y el CDF y prepara la DMR.',
    steps: [
      'En la pestaña "Configuración", el master elige por cliente el sistema de MTR (el SINIR o el del estado: SIGOR, MTR-RJ, MTR-MG…), el ambiente, el código de la unidad generadora, el responsable y las credenciales, y usa "Probar conexión".',
      'En la pestaña "Mapeo de residuos", cada tipo y subtipo viene ligado al código IBAMA, la clase NBR 10004, el estado físico, el embalaje y el tratamiento típicos de hoteles; revíselo.',
      '"Nueva recolección", en un contrato, propone los kilos pesados desde el último MTR de ese contrato, por código IBAMA. Ajuste según la balanza del camión si hace falta.',
      'Indique fecha, conductor, patente y observaciones, guarde como borrador y emita. Aparecen el número del MTR y el PDF; emitir de nuevo nunca crea dos MTR.',
      'El estado avanza solo: emitido, recibido y, cuando el destinatario lo emita, el número del CDF. Un MTR puede cancelarse con justificación.',
      'Para la DMR, el asistente suma los MTR del trimestre (semestre en MG) por destinatario, código y tratamiento, en CSV y PDF.',
    ],
  },
  documentos: {
    title: 'Encontrar MTR, CDF y licencias',
    intro:
      'La pestaña "Documentos" de esta página reúne, por cliente, los papeles que piden la fiscalización y la auditoría.',
    steps: [
      'Para el cliente elegido, la pestaña lista MTR, CDF, licencias de transportistas y destinatarios (con vencimiento) e informes de meses anteriores.',
      'Filtre por período y descargue un documento o todos los del período en un ZIP para el auditor.',
      'Un MTR o CDF hecho fuera de Ecopeso puede adjuntarse en PDF (hasta 10 MB).',
    ],
  },
  usuarios: {
    title: 'Administrar usuarios',
    intro:
      'En "Usuarios", invite personas, defina el nivel y los clientes de cada una y desactive a quien ya no deba entrar.',
    steps: [
      'La tabla muestra nombre, correo, nivel, clientes, estado y último acceso, con búsqueda y filtros.',
      '"Invitar usuario": nombre, correo, nivel y clientes permitidos. El invitado recibe un enlace para crear la contraseña, válido 72 horas, que también se muestra una vez con código QR para la tableta de la cocina.',
      'El gerente invita y administra solo operacionales de sus propios clientes; el master administra a todos.',
      'Desactivar un usuario cierra al instante todas sus sesiones. Nadie cambia su propio nivel ni se desactiva.',
    ],
  },
  clientes: {
    title: 'Administrar clientes',
    intro: 'En "Clientes", el master registra cada hotel o restaurante y lo que se pesa en él.',
    steps: [
      'El master registra la unidad: nombre, cadena, CNPJ, dirección, huso horario, meta de desvío (90% por defecto).',
      'Elija los tipos de residuo y subtipos habilitados, el límite de peso de cada tipo y las áreas (Cocina, Restaurante…).',
      '"Crear a partir de este", en un cliente parecido, copia tipos, límites, meta y áreas a un cliente nuevo.',
      'Un área con registros nunca se borra, solo se desactiva.',
    ],
  },
  'empresas-coleta': {
    title: 'Administrar empresas de recolección y contratos',
    intro:
      'En "Empresas de recolección", el master registra quién se lleva los residuos y quién los recibe; los contratos están en cada cliente.',
    steps: [
      'Registre transportistas y destinatarios con CNPJ, contacto, código de unidad en cada sistema de MTR y licencias con vencimiento; para destinatarios, los destinos que ofrecen.',
      'En el cliente, cree contratos: transportista, destinatario, tipo (y subtipo), destino, vigencia y precio por kilo. Dos contratos superpuestos para el mismo tipo se rechazan.',
      'Los contratos deciden el destino de cada pesaje en el dashboard y los informes; las licencias que vencen en 60 días se ven en ámbar, las vencidas en rojo.',
    ],
  },
};
