/**
 * The second family of state MTR systems (reference/mtr-real-systems.md, "Two families": the family that started
 * at IMA-SC and was adopted by other states), one row per system (which state runs which: `MTR_SYSTEM_OF_STATE`,
 * shared/mtr-systems.ts). Every difference between the systems lives here
 * — base URLs, how a caller signs in, where the credentials go, route names, how a batch is wrapped, where the
 * PDFs are — so that adding a state is a row and its fixtures (`family-b-fixtures/`), not a code path.
 *
 * What each row says is marked by where it comes from. `shown` names the sources that show it (S9: the public
 * client `Matheusvfvitor/apis-mtr-tree`, `services/<state>.py`; S2, S3: the first pages of the FEAM and INEA
 * manuals; S11: `ajpregnolato-cloud/MTR-System`); a route no source shows is null, and the adapter then refuses
 * the operation in words (`not-supported`) instead of guessing it.
 */
/** A route is known only where a source shows it (`shown`); each row names the ones it found. */
const NO_ROUTE_SHOWN: FamilyBRow['routes'] = {
  status: null,
  issue: null,
  cancel: null,
  mtrPdf: null,
  cdfPdf: null,
  lists: false,
};

export const FAMILY_B_SYSTEMS = ['FEAM', 'SEMAD', 'INEA', 'FEPAM', 'IMA', 'CPRH', 'IEMA'] as const;
export type FamilyBSystem = (typeof FAMILY_B_SYSTEMS)[number];

/** A credential a route or a sign-in carries. */
export type CredentialPart = 'cpf' | 'password' | 'cnpj' | 'unit';

/**
 * How a caller proves who it is:
 * - `token`: `POST gettoken {pessoaCodigo, pessoaCnpj, usuarioCpf, senha}` answers `{token, chave}`; later calls
 *   carry `Authorization: Bearer <token>` and, where the row names a header, the `chave` (FEAM, SEMAD: S9; S2);
 * - `path`: each call carries the credentials as path segments, in the row's order (INEA, IMA: S9);
 * - `body`: each call's JSON body carries `{cnp, login, senha}` beside its payload (FEPAM: S9; INEA's save and
 *   cancel, with `codUnidade`: S9).
 */
export type SignInStyle =
  | { kind: 'token'; keyHeader: string | null }
  | { kind: 'path'; order: readonly CredentialPart[] }
  | { kind: 'body'; withUnit: boolean };

/** Where the MTR's own code goes in a path route: after the credentials (INEA) or before them (IMA). */
export type CodePlace = 'after-credentials' | 'before-credentials';

export interface FamilyBRow {
  /** The agency's name as the page shows it. */
  agency: string;
  base: { production: string; homologation: string | null };
  signIn: SignInStyle;
  codePlace: CodePlace;
  routes: {
    /** `POST retornaManifesto/{code}`: one MTR by its barcode/code. */
    status: string | null;
    /** The issue of a batch; its body wraps the manifests under `batchKey`. */
    issue: string | null;
    cancel: string | null;
    mtrPdf: string | null;
    cdfPdf: string | null;
    /** Whether the system serves the lookup lists (`retornaLista…`). */
    lists: boolean;
  };
  /** The key a batch of manifests goes under (`manifestoJSONDtos`, CPRH), or null: the batch is the body's array. */
  batchKey: string | null;
  /** The lookup list of treatments is called `…Tecnologia` in INEA's client (S9), `…Tratamento` elsewhere. */
  treatmentList: string;
  /** Where each fact of the row was seen. */
  shown: Record<string, string>;
}

export const FAMILY_B: Record<FamilyBSystem, FamilyBRow> = {
  FEAM: {
    agency: 'FEAM (MG)',
    base: { production: 'https://mtr.meioambiente.mg.gov.br/api', homologation: null },
    signIn: { kind: 'token', keyHeader: 'chave_feam' },
    codePlace: 'after-credentials',
    routes: { ...NO_ROUTE_SHOWN, status: 'retornaManifesto' },
    batchKey: null,
    treatmentList: 'retornaListaTratamento',
    shown: {
      base: 'S9 feam.py',
      signIn: 'S9 feam.py gettoken {pessoaCodigo, pessoaCnpj, usuarioCpf, senha} → {token, chave}; S2',
      status: 'S9 feam.py POST retornaManifesto/{codigoBarras}, headers Bearer + chave_feam',
      missing: 'no source shows FEAM’s issue, cancel, PDF or listing routes (S2 says CDFs are listed by date)',
    },
  },
  SEMAD: {
    agency: 'SEMAD (GO)',
    base: { production: 'https://mtr.meioambiente.go.gov.br/api', homologation: null },
    signIn: { kind: 'token', keyHeader: null },
    codePlace: 'after-credentials',
    routes: { ...NO_ROUTE_SHOWN, status: 'retornaManifesto', mtrPdf: 'buscaPdfManifestoPorCodigoBarras' },
    batchKey: null,
    treatmentList: 'retornaListaTratamento',
    shown: {
      base: 'S9 semad.py',
      signIn: 'S9 semad.py gettoken, refusal text in `retorno`',
      status: 'S9 semad.py POST retornaManifesto/{codigoBarras}, Bearer',
      mtrPdf: 'S9 semad.py POST buscaPdfManifestoPorCodigoBarras/{codigoBarras}, Bearer',
      missing: 'no source shows SEMAD’s issue, cancel, CDF or listing routes',
    },
  },
  INEA: {
    agency: 'INEA (RJ)',
    base: { production: 'https://mtr.inea.rj.gov.br/api', homologation: null },
    signIn: { kind: 'path', order: ['cpf', 'password', 'cnpj', 'unit'] },
    codePlace: 'after-credentials',
    routes: {
      ...NO_ROUTE_SHOWN,
      status: 'retornaManifesto',
      issue: 'salvarManifestoLote',
      cancel: 'cancelarManifesto',
      mtrPdf: 'buscaPdfManifestoPorCodigoBarras',
      lists: true,
    },
    batchKey: 'manifestoJSONDtos',
    treatmentList: 'retornaListaTecnologia',
    shown: {
      base: 'S9 inea.py (https://mtr.inea.rj.gov.br/api)',
      signIn: 'S9 inea.py: /{cpf}/{senha}/{cnpj}/{unidade} in the path of queries, lists and PDFs; S3',
      status: 'S9 inea.py POST retornaManifesto/{cpf}/{senha}/{cnpj}/{unidade}/{codigoBarras}',
      lists: 'S9 inea.py retornaListaClasse|Unidade|Tecnologia|EstadoFisico|Residuo|Acondicionamento',
      issue:
        'S9 inea.py POST salvarManifestoLote, login, senha, cnp and codUnidade in the body; the batch key is CPRH’s (reference) — inferred',
      cancel: 'S9 inea.py POST cancelarManifesto {login, senha, cnp, codUnidade, manifestoCodigo, justificativa}',
      mtrPdf: 'S9 inea.py buscaPdfManifestoPorCodigoBarras/{cpf}/{senha}/{cnpj}/{unidade}/{codigoDeBarras}',
      missing: 'no source shows INEA’s CDF PDF or a listing by period',
    },
  },
  FEPAM: {
    agency: 'FEPAM (RS)',
    base: { production: 'https://mtr.fepam.rs.gov.br/mtrservice', homologation: null },
    signIn: { kind: 'body', withUnit: false },
    codePlace: 'after-credentials',
    routes: { ...NO_ROUTE_SHOWN, status: 'retornaManifesto' },
    batchKey: null,
    treatmentList: 'retornaListaTratamento',
    shown: {
      base: 'S9 fepam.py',
      status: 'S9 fepam.py POST mtrservice/retornaManifesto {cnp, login, senha, manifestoJSON: {manifestoCodigo}}',
      missing: 'no source shows FEPAM’s issue, cancel, PDF or listing routes',
    },
  },
  IMA: {
    agency: 'IMA (SC)',
    base: { production: 'https://mtr.ima.sc.gov.br/mtrservice', homologation: null },
    signIn: { kind: 'path', order: ['unit', 'password', 'cnpj'] },
    codePlace: 'before-credentials',
    routes: { ...NO_ROUTE_SHOWN, status: 'retornaManifesto' },
    batchKey: null,
    treatmentList: 'retornaListaTratamento',
    shown: {
      base: 'S9 ima.py',
      status: 'S9 ima.py POST mtrservice/retornaManifesto/{codigoBarras}/{unidade}/{senha}/{cnpj}',
      missing: 'no source shows IMA’s issue, cancel, PDF or listing routes',
    },
  },
  CPRH: {
    agency: 'CPRH (PE)',
    base: { production: 'https://mtr.cprh.pe.gov.br/api', homologation: null },
    signIn: { kind: 'token', keyHeader: null },
    codePlace: 'after-credentials',
    routes: { ...NO_ROUTE_SHOWN, mtrPdf: 'buscaPdfManifestoPorCodigoBarras', cdfPdf: 'buscaPdfCdf' },
    batchKey: 'manifestoJSONDtos',
    treatmentList: 'retornaListaTratamento',
    shown: {
      base: 'reference table (S9 cprh.py)',
      batch: 'reference: bodies wrapped as {manifestoJSONDtos: [...]}',
      pdfs: 'reference: buscaPdfManifestoPorCodigoBarras/{code}, buscaPdfCdf/{n}',
      missing:
        'cprh.py is not in the stored snapshot of S9: sign-in assumed FEAM-style (the family’s), issue route unknown',
    },
  },
  IEMA: {
    agency: 'IEMA (ES)',
    base: { production: 'https://mtr.iema.es.gov.br/api', homologation: null },
    signIn: { kind: 'token', keyHeader: null },
    codePlace: 'after-credentials',
    routes: NO_ROUTE_SHOWN,
    batchKey: null,
    treatmentList: 'retornaListaTratamento',
    shown: {
      missing: 'disputed between the families (S11 family B from its manual, S10 family A); no route is taken as known',
    },
  },
};
