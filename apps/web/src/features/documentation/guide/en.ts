import type { GuideTexts } from './sections';

export const TEXTS: GuideTexts = {
  'primeira-pesagem': {
    title: 'Your first weighing',
    intro: "Weigh the waste on the site's scale and record it in three taps, on a tablet, phone or computer.",
    steps: [
      'Sign in with the e-mail and password you were given. An operacional lands on the Entry screen; gerente and master find it in the menu under "Entry".',
      'Choose the client (the site) at the top. The device remembers the choice for next time.',
      'Tap the waste type. For recyclable or organic, also choose the sub-type (paper, plastic, plate leftovers…).',
      'Tap the area where the waste was produced (Kitchen, Restaurant, Bar…). The last area used is already selected.',
      'Type the weight in kilos, with a comma or a point (12,5 or 12.5), and tap "Save weighing".',
      'If the weight is above the limit set for the type, a window asks you to confirm: check the number or tap "Save anyway".',
      'The weighing appears under "Recent records". A mistake? "Delete" removes a record of yours (synchronised ones ask for confirmation).',
    ],
  },
  offline: {
    title: 'Working offline and fixing a refused record',
    intro: 'The Entry screen works with no connection once it has been opened online. Nothing is lost.',
    steps: [
      'At the top, the indicator shows "Online" or "Offline" and how many records are "Pending".',
      'With no connection, keep weighing as usual: each weighing is kept on the device and listed with a clock icon.',
      'When the connection returns, sending is automatic and happens once; "Sync now" forces it. A resend never duplicates a record.',
      'If the server refuses a record (for example, a deactivated area), it shows under "To fix" with the reason.',
      'Tap "Fix", correct the field named and tap "Save correction": the record goes back into the queue and is sent again.',
      'Do not clear the browser data while records are pending: that is where they wait until sent.',
    ],
  },
  'exportar-csv': {
    title: 'Exporting records as CSV',
    intro: "For a spreadsheet, or to check against the carrier's scale.",
    steps: [
      'On the Entry screen, with a client chosen, use "Export CSV": Today, Last 7 days or Last 30 days.',
      'The file holds date, time, area, type, sub-type, weight and who recorded it, and opens in Excel or LibreOffice.',
    ],
  },
  dashboard: {
    title: 'Reading the dashboard',
    intro:
      'The dashboard shows how much the site produces, of what, where and where it goes, updated live with every weighing.',
    steps: [
      'Choose the client and a period: This month, Last 3 months, This year, Last year, or years, months and areas by hand. The page address keeps the filter, so the link can be shared.',
      'The cards show the total weighed and each type\'s share. "Landfill diversion" is the weight sent to recovery destinations divided by the total, compared with the client\'s goal.',
      'The CO₂e avoided card compares the real destination with landfill, using the emission factors cited beneath it.',
      'In the charts, "Monthly comparative volume" sets each month beside the same month a year before; "Landfill diversion rate per day" shows the average and the goal line.',
      'Destinations with no contract are striped, "estimated from waste type": ask the master to register the contract.',
      'Every chart has "Show data table" with the exact figures, and terms carry a "?" that leads to the glossary.',
    ],
  },
  relatorios: {
    title: 'PDF reports',
    intro: 'Two ready-made reports, with the filters on screen.',
    steps: [
      'On the dashboard, set client and period and tap "Management report" or "Technical report".',
      'The management report sums up totals, diversion, goal and CO₂e for the board; the technical one details types, areas, destinations, contracts and factor sources.',
      'The PDF comes out in the screen\'s language. For the DMR and audits, the MTRs and CDFs are under Documentation, "Documents" tab.',
    ],
  },
  informativo: {
    title: 'Glossary, circular economy and documentation',
    intro: 'The "Informative" group of the menu helps you understand the figures and improve them.',
    steps: [
      'Glossary: search for a term with or without accents, filter by category or use the A–Z index. Every term has its own link to share.',
      "Circular economy: the waste hierarchy applied to the kitchen, the client's flows from areas to destinations, and the opportunities computed with the registered receivers.",
      'An opportunity says, for each stream still sent to landfill or incineration, how much diversion would rise and how much CO₂e would be avoided at the best destination available.',
    ],
  },
  'emitir-mtr': {
    title: 'Issuing an MTR',
    intro:
      'Under "MTR/CDF management", the master issues each collection\'s MTR from the weighings, follows its receipt and CDF, and prepares the DMR.',
    steps: [
      'In the "Settings" tab, the master chooses per client the MTR system (SINIR or the state\'s own: SIGOR, MTR-RJ, MTR-MG…), the environment, the generator\'s unit code, the person responsible and the credentials, and uses "Test connection".',
      'In the "Waste mapping" tab, each type and sub-type comes linked to the IBAMA code, NBR 10004 class, physical state, packaging and treatment typical of hotels; review it.',
      '"New collection", on a contract, proposes the kilos weighed since that contract\'s last MTR, by IBAMA code. Adjust to the truck\'s scale if needed.',
      'Enter date, driver, plate and notes, save as a draft and issue. The MTR number and PDF appear; issuing again never creates two MTRs.',
      'The status follows by itself: issued, received and, once the receiver issues it, the CDF number. An MTR can be cancelled with a justification.',
      "For the DMR, the helper adds up the quarter's MTRs (six months in MG) by receiver, code and treatment, as CSV and PDF.",
    ],
  },
  documentos: {
    title: 'Finding MTRs, CDFs and licences',
    intro: 'The "Documents" tab of this page gathers, per client, the papers inspectors and auditors ask for.',
    steps: [
      "For the chosen client, the tab lists MTRs, CDFs, carriers' and receivers' licences (with expiry) and past months' reports.",
      'Filter by period and download one document, or all of the period as a ZIP for the auditor.',
      'An MTR or CDF made outside Ecopeso can be attached as a PDF (up to 10 MB).',
    ],
  },
  usuarios: {
    title: 'Managing users',
    intro:
      'Under "Users", invite people, set each one\'s level and clients, and deactivate whoever should no longer sign in.',
    steps: [
      'The table shows name, e-mail, level, clients, status and last sign-in, with search and filters.',
      '"Invite user": name, e-mail, level and allowed clients. The invitee gets a link to set a password, valid for 72 hours, also shown once as a QR code for the kitchen tablet.',
      "A gerente invites and manages only operacional users of the gerente's own clients; the master manages everyone.",
      'Deactivating a user ends all their sessions at once. Nobody changes their own level or deactivates themselves.',
    ],
  },
  clientes: {
    title: 'Managing clients',
    intro: 'Under "Clients", the master registers each hotel or restaurant and what is weighed there.',
    steps: [
      'The master registers the site: name, chain, CNPJ, address, time zone, diversion goal (90% by default).',
      'Choose the enabled waste types and sub-types, the weight limit of each type and the areas (Kitchen, Restaurant…).',
      '"Create from this one", on a similar client, copies types, limits, goal and areas into a new client.',
      'An area with records is never deleted, only deactivated.',
    ],
  },
  'empresas-coleta': {
    title: 'Managing collection providers and contracts',
    intro:
      'Under "Collection providers", the master registers who takes the waste away and who receives it; contracts live on each client.',
    steps: [
      'Register carriers and receivers with CNPJ, contact, unit code in each MTR system and licences with expiry; for receivers, the destinations they offer.',
      'On the client, create contracts: carrier, receiver, type (and sub-type), destination, validity and price per kilo. Two overlapping contracts for the same type are refused.',
      "Contracts decide each weighing's destination on the dashboard and in reports; licences expiring within 60 days show amber, expired ones red.",
    ],
  },
};
