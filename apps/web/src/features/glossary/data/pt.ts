import { FROM_VOCABULARY, type GlossaryTexts } from './terms';

/**
 * Glossário em português: [termo, definição]. Um termo que é uma coisa do produto (tipo, subtipo, destino) tem
 * FROM_VOCABULARY no lugar do nome, e um texto cita essas coisas como {{wasteType:rejeito}}: o vocabulário
 * compartilhado (packages/shared) as nomeia, como o app.
 */
export const TEXTS: GlossaryTexts = {
  pnrs: [
    'PNRS — Política Nacional de Resíduos Sólidos',
    'Lei federal que organiza a gestão de resíduos no Brasil: define quem responde por eles, a ordem de prioridade (não gerar, reduzir, reutilizar, reciclar, tratar, dispor) e instrumentos como planos, logística reversa e o SINIR. Hotéis e restaurantes respondem pelos resíduos que geram até a destinação final.',
  ],
  'decreto-10936': [
    'Decreto 10.936/2022',
    'Regulamenta a PNRS e substituiu o decreto de 2010. Detalha os planos de gerenciamento, o SINIR, a logística reversa (com o Programa Nacional de Logística Reversa) e as obrigações de quem gera, transporta e recebe resíduos.',
  ],
  'portaria-mma-280': [
    'Portaria MMA 280/2020',
    'Norma do Ministério do Meio Ambiente que instituiu o MTR nacional, emitido no SINIR, e a DMR. Desde 2021 o transporte de resíduos sujeitos a plano de gerenciamento precisa de MTR, e o destinador confirma o tratamento com o CDF.',
  ],
  planares: [
    'Planares — Plano Nacional de Resíduos Sólidos',
    'Plano federal com metas de 20 anos para a gestão de resíduos, como o fim dos lixões e o aumento da reciclagem e da recuperação de orgânicos. Orienta os planos estaduais e municipais.',
  ],
  pmgirs: [
    'PMGIRS — Plano Municipal de Gestão Integrada de Resíduos Sólidos',
    'Plano da prefeitura para os resíduos da cidade: coleta, coleta seletiva, limites para grandes geradores e metas. Define, por exemplo, se o lixo de um restaurante pode ir à coleta pública ou precisa de empresa contratada.',
  ],
  'lei-crimes-ambientais': [
    'Lei de Crimes Ambientais',
    'Lei 9.605/1998: prevê sanções penais e administrativas para condutas lesivas ao meio ambiente, entre elas lançar resíduos em desacordo com a lei. A empresa geradora pode responder junto com quem transportou ou descartou de forma irregular.',
  ],
  'marco-saneamento': [
    'Novo Marco do Saneamento',
    'Lei 14.026/2020, que atualizou o saneamento básico e fixou novos prazos para os municípios encerrarem os lixões e passarem a dispor os rejeitos em aterros sanitários.',
  ],
  'lei-doacao-alimentos': [
    'Lei de doação de alimentos',
    'Lei 14.016/2020: autoriza estabelecimentos que produzem ou servem alimentos a doar excedentes próprios para consumo humano, desde que dentro da validade e em condições sanitárias adequadas. O doador só responde se agir com dolo.',
  ],
  'responsabilidade-compartilhada': [
    'Responsabilidade compartilhada',
    'Princípio da PNRS pelo qual fabricantes, importadores, comerciantes, consumidores e o poder público dividem a responsabilidade pelo ciclo de vida dos produtos. Para o hotel, significa que contratar uma empresa não encerra a sua responsabilidade: é preciso comprovar a destinação.',
  ],
  'poluidor-pagador': [
    'Poluidor-pagador',
    'Princípio pelo qual quem causa a poluição arca com o custo de preveni-la e repará-la. Justifica cobranças proporcionais à quantidade de resíduos gerada.',
  ],
  'acordo-setorial': [
    'Acordo setorial',
    'Contrato entre o poder público e fabricantes, importadores, distribuidores ou comerciantes para implantar a logística reversa de um tipo de produto, como embalagens ou lâmpadas.',
  ],
  'credito-reciclagem': [
    'Certificado de crédito de reciclagem',
    'Instrumento criado em 2023 (programa Recicla+) pelo qual empresas obrigadas à logística reversa de embalagens comprovam a reciclagem de uma massa equivalente, comprando certificados emitidos a partir de notas fiscais de cooperativas e recicladores.',
  ],
  gerador: [
    'Gerador de resíduos',
    'Pessoa física ou jurídica que gera resíduos por suas atividades. No MTR, o gerador é quem emite o manifesto: para a cozinha de um hotel, é o próprio hotel (o CNPJ da unidade).',
  ],
  'grande-gerador': [
    'Grande gerador',
    'Estabelecimento que gera acima do volume ou peso diário que a lei municipal permite entregar à coleta pública. Nesse caso, contrata coleta e destinação por conta própria e costuma precisar de PGRS.',
  ],
  conama: [
    'CONAMA — Conselho Nacional do Meio Ambiente',
    'Órgão consultivo e deliberativo do Sistema Nacional do Meio Ambiente. Suas resoluções fixam padrões técnicos, como o código de cores da coleta seletiva e os critérios de compostagem.',
  ],
  ibama: [
    'IBAMA',
    'Instituto Brasileiro do Meio Ambiente e dos Recursos Naturais Renováveis, autarquia federal de fiscalização e licenciamento. Publica a Lista Brasileira de Resíduos Sólidos e mantém o Cadastro Técnico Federal.',
  ],
  'ctf-app': [
    'CTF/APP — Cadastro Técnico Federal',
    'Cadastro obrigatório no IBAMA para quem exerce atividades potencialmente poluidoras ou presta serviços de transporte e destinação de resíduos. Vale conferir se transportadores e destinadores contratados estão regulares.',
  ],
  oema: [
    'Órgão estadual de meio ambiente (OEMA)',
    'Órgão que licencia e fiscaliza atividades no estado, como CETESB (SP), INEA (RJ), FEAM (MG), FEPAM (RS), IMA (SC) e CPRH (PE). Alguns mantêm seu próprio sistema de MTR.',
  ],
  cetesb: [
    'CETESB',
    'Companhia Ambiental do Estado de São Paulo. Licencia atividades no estado, emite o CADRI e opera o SIGOR, onde geradores paulistas emitem o MTR.',
  ],
  'licenca-ambiental': [
    'Licença ambiental',
    'Autorização do órgão ambiental para instalar e operar uma atividade que pode poluir. Tem três fases: prévia (LP), de instalação (LI) e de operação (LO), cada uma com prazo de validade.',
  ],
  'licenca-operacao': [
    'Licença de operação (LO)',
    'Licença que autoriza o funcionamento de uma atividade. Transportadores e destinadores precisam de LO válida para os resíduos que recebem; o Ecopeso guarda o número e a validade de cada uma.',
  ],
  catadores: [
    'Catadores de materiais recicláveis',
    'Trabalhadores que coletam e separam recicláveis. A PNRS prevê sua inclusão na coleta seletiva, de preferência organizados em cooperativas ou associações.',
  ],
  mtr: [
    'MTR — Manifesto de Transporte de Resíduos',
    'Documento eletrônico que acompanha cada carga de resíduos do gerador até o destinador. O gerador o emite no SINIR ou no sistema estadual, o transportador e o destinador confirmam o recebimento, e o CDF fecha o ciclo. Cada item informa código IBAMA, classe, quantidade e tratamento.',
  ],
  cdf: [
    'CDF — Certificado de Destinação Final',
    'Documento emitido pelo destinador, nunca pelo gerador, que atesta o tratamento ou a disposição dos resíduos de um ou mais MTRs. É a prova de destinação adequada que o gerador guarda para auditorias.',
  ],
  dmr: [
    'DMR — Declaração de Movimentação de Resíduos',
    'Declaração periódica do gerador com tudo o que foi enviado no período, por resíduo, destinador e tratamento, montada a partir dos MTRs. No SINIR e em São Paulo é trimestral; em Minas Gerais, semestral.',
  ],
  sinir: [
    'SINIR',
    'Sistema Nacional de Informações sobre a Gestão dos Resíduos Sólidos, do Ministério do Meio Ambiente. Reúne dados nacionais e hospeda o MTR nacional, usado onde o estado não tem sistema próprio integrado.',
  ],
  sigor: [
    'SIGOR',
    'Sistema Estadual de Gerenciamento Online de Resíduos Sólidos, da CETESB. Em São Paulo, o MTR é emitido no módulo SIGOR-MTR, que funciona como o do SINIR com cadastros próprios do estado.',
  ],
  cadri: [
    'CADRI',
    'Certificado de Movimentação de Resíduos de Interesse Ambiental, emitido pela CETESB. Autoriza o envio de determinados resíduos, em especial perigosos, a um destino específico no estado de São Paulo.',
  ],
  pgrs: [
    'PGRS — Plano de Gerenciamento de Resíduos Sólidos',
    'Documento do gerador que descreve os resíduos gerados, como são separados, armazenados, coletados e destinados, com metas de redução e responsáveis. Obrigatório para grandes geradores e atividades licenciadas; as pesagens do Ecopeso servem de base para atualizá-lo.',
  ],
  'responsavel-tecnico': [
    'Responsável técnico',
    'Profissional habilitado que elabora, implementa e acompanha o PGRS. No MTR, o campo "responsável" indica quem responde pela emissão na unidade.',
  ],
  'inventario-residuos': [
    'Inventário de resíduos',
    'Levantamento de quais resíduos a empresa gera, em que quantidade, onde e para onde vão. É o ponto de partida do PGRS e da DMR.',
  ],
  'armazenamento-temporario': [
    'Armazenamento temporário',
    'Local licenciado onde resíduos ficam entre a coleta e a destinação final. Quando a carga passa por ele, o MTR informa o armazenador além do transportador e do destinador.',
  ],
  'codigo-unidade': [
    'Código da unidade',
    'Número que identifica um estabelecimento (gerador, transportador ou destinador) dentro de um sistema de MTR. Não é o CNPJ: cada sistema tem o seu, e o manifesto pede os dois.',
  ],
  'transporte-produtos-perigosos': [
    'Transporte de produtos perigosos',
    'Regras da ANTT para transportar por rodovia cargas perigosas, incluindo resíduos classe I: número ONU, rótulos de risco, veículo e motorista habilitados e documentos de emergência.',
  ],
  rastreabilidade: [
    'Rastreabilidade',
    'Capacidade de seguir um resíduo desde a pesagem na área que o gerou até o certificado de destinação. No Ecopeso, cada pesagem tem data, área e autor, e cada MTR remete às pesagens que o compõem.',
  ],
  'nbr-10004': [
    'ABNT NBR 10004',
    'Norma brasileira que classifica resíduos sólidos pelos riscos à saúde e ao meio ambiente. A edição de 2004 define as classes I (perigosos), II A (não inertes) e II B (inertes); a revisão de 2024 reorganizou a norma em partes e os critérios de periculosidade. Os sistemas de MTR ainda pedem a classe em cada item.',
  ],
  'classe-i': [
    'Classe I — perigosos',
    'Resíduos que apresentam inflamabilidade, corrosividade, reatividade, toxicidade ou patogenicidade. Em hotéis: lâmpadas fluorescentes, pilhas, embalagens de produtos químicos, tintas e solventes da manutenção.',
  ],
  'classe-ii-a': [
    'Classe II A — não perigosos, não inertes',
    'Resíduos sem periculosidade que podem ser biodegradáveis, combustíveis ou solúveis em água. É a classe da maior parte do lixo de cozinha e escritório: restos de alimentos, papel sujo, rejeito comum.',
  ],
  'classe-ii-b': [
    'Classe II B — não perigosos, inertes',
    'Resíduos que, em contato com água, não liberam substâncias acima dos padrões de potabilidade (ensaio da NBR 10006), como vidro, alguns entulhos e certas borrachas.',
  ],
  'caracteristicas-periculosidade': [
    'Características de periculosidade',
    'Propriedades que tornam um resíduo perigoso: inflamabilidade, corrosividade, reatividade, toxicidade, patogenicidade (e, na PNRS, também carcinogenicidade, teratogenicidade e mutagenicidade). Basta uma para a classe I.',
  ],
  'nbr-10006': [
    'ABNT NBR 10006',
    'Norma do ensaio de solubilização: mostra se um resíduo não perigoso libera substâncias na água e, portanto, se é inerte (II B) ou não inerte (II A).',
  ],
  'lista-ibama': [
    'Lista Brasileira de Resíduos Sólidos',
    'Lista publicada pelo IBAMA que atribui um código de seis dígitos a cada tipo de resíduo, organizado em capítulos por origem. É a lista usada no MTR, no CTF e nas declarações.',
  ],
  'codigo-ibama': [
    'Código IBAMA do resíduo',
    'Código de seis dígitos da Lista Brasileira de Resíduos Sólidos, como 20 01 08 (resíduos biodegradáveis de cozinha) ou 20 01 01 (papel e papelão). Um asterisco marca os perigosos. Cada item de MTR leva um.',
  ],
  'capitulo-20': [
    'Capítulo 20 da lista do IBAMA',
    'Capítulo dos resíduos urbanos e equiparados, incluindo as frações de coleta seletiva. É onde estão quase todos os códigos de um hotel ou restaurante: orgânicos de cozinha, óleo de cozinha, papel, plástico, vidro, metal e resíduo indiferenciado.',
  ],
  'classificacao-origem': [
    'Classificação quanto à origem',
    'A PNRS classifica resíduos também pela origem: domiciliares, de limpeza urbana, de estabelecimentos comerciais e prestadores de serviços, industriais, de saúde, da construção civil, entre outros. Hotéis e restaurantes estão entre os prestadores de serviços.',
  ],
  'residuo-equiparado': [
    'Resíduo equiparado ao domiciliar',
    'Resíduo de comércio ou serviço que, por natureza, composição ou volume, o município aceita tratar como lixo doméstico. Acima desse limite, o estabelecimento é grande gerador.',
  ],
  'residuo-perigoso': [
    FROM_VOCABULARY,
    'Resíduo com alguma característica de periculosidade, que exige acondicionamento, transporte e destinação especiais. Nunca se mistura ao rejeito comum nem aos recicláveis.',
  ],
  'estado-fisico': [
    'Estado físico',
    'Campo do MTR que diz se o resíduo é sólido, líquido, pastoso ou gasoso. O óleo de cozinha usado, por exemplo, vai como líquido.',
  ],
  acondicionamento: [
    'Acondicionamento',
    'Como o resíduo é embalado para coleta e transporte: sacos, bombonas, tambores, caçambas, fardos. O MTR pede o tipo de acondicionamento de cada item.',
  ],
  'conama-275': [
    'Código de cores da coleta seletiva',
    'Resolução CONAMA 275/2001: azul para papel, vermelho para plástico, verde para vidro, amarelo para metal, preto para madeira, laranja para perigosos, branco para serviços de saúde, roxo para radioativos, marrom para orgânicos e cinza para o não reciclável.',
  ],
  'simbologia-plasticos': [
    'Símbolos de identificação de plásticos',
    'Números de 1 a 7 dentro do triângulo de setas que indicam a resina: 1 PET, 2 PEAD, 3 PVC, 4 PEBD, 5 PP, 6 PS, 7 outros. Ajudam a triagem a separar o plástico por tipo.',
  ],
  rss: [
    'RSS — Resíduos de serviços de saúde',
    'Resíduos de atendimento à saúde, com regras próprias de classificação e manejo. Num hotel aparecem no ambulatório ou no spa: perfurocortantes e materiais com sangue não vão para o lixo comum.',
  ],
  rcc: [
    'RCC — Resíduos da construção civil',
    'Entulho de obras e reformas, classificado pela Resolução CONAMA 307/2002 em classes A a D. Reformas de quartos geram RCC, que exige caçamba e destinação próprias.',
  ],
  'residuo-solido': [
    'Resíduo sólido',
    'Material, substância ou bem descartado que ainda pode ser reaproveitado, reciclado ou tratado, inclusive semissólidos e alguns líquidos. Só vira rejeito quando não há mais recuperação viável.',
  ],
  rejeito: [
    FROM_VOCABULARY,
    'Resíduo que, esgotadas as possibilidades de tratamento e recuperação por processos viáveis, só tem como destino a disposição final em aterro. No Ecopeso é o tipo "{{wasteType:rejeito}}": guardanapos sujos, fraldas, varrição.',
  ],
  'residuo-organico': [
    FROM_VOCABULARY,
    'Restos de origem vegetal ou animal que se decompõem: cascas, aparas, sobras de prato, borra de café. É normalmente a maior fração em peso de uma cozinha e a que mais emite metano no aterro.',
  ],
  'residuo-reciclavel': [
    FROM_VOCABULARY,
    'Material que a indústria consegue transformar em nova matéria-prima quando chega limpo e separado: papel, papelão, plástico, vidro, metal. No Ecopeso é o tipo "{{wasteType:reciclavel}}", com subtipos por material.',
  ],
  'residuo-compostavel': [
    FROM_VOCABULARY,
    'No Ecopeso, tipo para material que vai direto à compostagem sem ser alimento, como podas de jardim, folhas e embalagens certificadas como compostáveis.',
  ],
  'pre-preparo': [
    FROM_VOCABULARY,
    'Subtipo de orgânico no Ecopeso para aparas, cascas e talos gerados antes do serviço, na cozinha. Medi-lo mostra onde a compra, o corte e a ficha técnica podem melhorar.',
  ],
  'sobras-prato': [
    FROM_VOCABULARY,
    'Subtipo de orgânico no Ecopeso para o que volta do salão ou sobra no buffet depois do serviço. É o indicador mais direto de desperdício de alimento pronto.',
  ],
  'oleo-cozinha': [
    FROM_VOCABULARY,
    'Óleo de fritura descartado. Nunca vai para a pia ou o ralo: é guardado em bombonas e entregue a coletores que o transformam em biodiesel, sabão ou outros produtos. Subtipo próprio no Ecopeso.',
  ],
  'desperdicio-alimentos': [
    'Desperdício de alimentos',
    'Alimento próprio para consumo descartado no varejo, nos serviços de alimentação ou em casa. Em hotéis vem de excesso de produção, buffet mal dimensionado e pratos grandes.',
  ],
  'perda-alimentos': [
    'Perda de alimentos',
    'Redução de alimento que ocorre antes do varejo: na colheita, no transporte, na armazenagem e no processamento. Distingue-se do desperdício, que acontece mais perto do consumidor.',
  ],
  tara: [
    'Tara',
    'Peso do recipiente vazio — balde, contentor, caixa — em que o resíduo é pesado. No Ecopeso cada recipiente do cliente tem a sua tara; ao escolhê-lo na pesagem, o peso da balança é o bruto e o registro guarda o líquido (bruto menos tara). Uma nova tara vale de uma data em diante: os registros antigos guardam a tara com que foram pesados.',
  ],
  'motivo-descarte': [
    'Motivo do descarte',
    'Por que um alimento foi jogado fora, escolhido na pesagem de {{wasteType:organico}}. A lista de cada cliente começa com as etapas da perda — no ingrediente ({{lossReason:spoilage}}, {{lossReason:expiry}}, {{lossReason:trim}}), no produto pronto ({{lossReason:overproduction}}, {{lossReason:buffet_leftovers}}) e no prato ({{lossReason:plate_waste}}) — e aceita motivos próprios. Mostra onde agir primeiro.',
  ],
  'perda-ingrediente': [
    'Perda de ingrediente',
    'Etapa da perda antes do preparo: matéria-prima que estraga ({{lossReason:spoilage}}), passa da validade ({{lossReason:expiry}}) ou sai como aparas no pré-preparo ({{lossReason:trim}}). Cai com compras ajustadas ao consumo, armazenagem correta, PEPS e aproveitamento integral.',
  ],
  'perda-produto-pronto': [
    'Perda de produto pronto',
    'Etapa da perda depois do preparo e antes do cliente: comida feita a mais ({{lossReason:overproduction}}) ou que sobra nas cubas do buffet ({{lossReason:buffet_leftovers}}). Cai com previsão de ocupação, ficha técnica e reposição do buffet em porções menores.',
  ],
  'resto-prato': [
    FROM_VOCABULARY,
    'Etapa da perda no prato: o que o hóspede serviu ou recebeu e não comeu. Medi-la orienta o tamanho das porções e dos pratos, e a comunicação com os hóspedes.',
  ],
  'papel-papelao': [
    FROM_VOCABULARY,
    'Caixas de entrega, papel de escritório e embalagens de papel. Reciclam bem quando secos e sem gordura; papel sujo de comida vai para o orgânico ou o rejeito.',
  ],
  plastico: [
    FROM_VOCABULARY,
    'Garrafas, filmes, potes e embalagens de limpeza. Deve ir vazio e sem restos; filmes e plásticos mistos têm mercado menor e dependem da triagem local.',
  ],
  vidro: [
    FROM_VOCABULARY,
    'Garrafas e potes que podem ser reciclados indefinidamente ou devolvidos ao fornecedor quando retornáveis. Separar por cor melhora o preço; vidro quebrado vai embrulhado para proteger quem coleta.',
  ],
  metal: [
    FROM_VOCABULARY,
    'Latas de alumínio e aço, tampas e utensílios. O alumínio tem alto valor de venda e grande economia de energia na reciclagem.',
  ],
  madeira: [
    FROM_VOCABULARY,
    'Paletes, caixotes e móveis. Paletes costumam voltar ao fornecedor; madeira limpa pode ser reaproveitada ou virar biomassa.',
  ],
  embalagens: [
    'Embalagens em geral',
    'Embalagens de papel, plástico, metal, vidro e cartonadas sujeitas a acordo setorial de logística reversa. Fabricantes e comerciantes devem comprovar a recuperação de parte do que põem no mercado.',
  ],
  'pilhas-baterias': [
    FROM_VOCABULARY,
    'Contêm metais que contaminam o solo e a água. Pela Resolução CONAMA 401/2008, voltam aos pontos de coleta do comércio e fabricantes, nunca ao lixo comum.',
  ],
  eletroeletronicos: [
    FROM_VOCABULARY,
    'Eletroeletrônicos descartados (REEE), equipamentos elétricos e eletrônicos como TVs de quartos, telefones e computadores. Têm logística reversa regulamentada e pontos de entrega próprios.',
  ],
  lampadas: [
    'Lâmpadas fluorescentes e de mercúrio',
    'Contêm mercúrio e têm logística reversa por acordo setorial. Devem ser guardadas inteiras, embaladas, até a entrega a um ponto autorizado.',
  ],
  volumosos: [
    'Resíduos volumosos',
    'Itens grandes que a coleta comum não leva: colchões, móveis, eletrodomésticos, galhos. Hotéis geram em renovações; muitos podem ser doados ou reformados.',
  ],
  texteis: [
    'Têxteis',
    'Enxoval, uniformes, toalhas e cortinas fora de uso. Podem ser doados, virar panos de limpeza ou seguir para reciclagem de fibras.',
  ],
  contaminacao: [
    'Contaminação de recicláveis',
    'Presença de comida, gordura, líquidos ou outro material no meio dos recicláveis. Um saco contaminado pode fazer a carga inteira ir para o aterro, por isso a separação na origem pesa tanto.',
  ],
  chorume: [
    'Chorume',
    'Líquido escuro formado pela decomposição de resíduos e pela água que os atravessa. Em aterros sanitários é coletado e tratado; em lixões contamina solo e água.',
  ],
  'destinacao-adequada': [
    'Destinação final ambientalmente adequada',
    'Destino que inclui reutilização, reciclagem, compostagem, recuperação, aproveitamento energético e outros admitidos pelos órgãos competentes, além da disposição final adequada. É o que o CDF comprova.',
  ],
  'disposicao-adequada': [
    'Disposição final ambientalmente adequada',
    'Distribuição ordenada de rejeitos em aterros, seguindo normas que evitam danos à saúde e ao ambiente. É a última opção da hierarquia, só para o que não pode ser recuperado.',
  ],
  'aterro-sanitario': [
    FROM_VOCABULARY,
    'Obra de engenharia para dispor rejeitos com impermeabilização do solo, drenagem e tratamento de chorume e captação de gases. É destino legal, mas conta como não desviado na taxa de desvio.',
  ],
  'aterro-controlado': [
    'Aterro controlado',
    'Área onde o lixo é coberto com terra, mas sem a impermeabilização e o tratamento de um aterro sanitário. Não é considerado disposição adequada.',
  ],
  lixao: [
    'Lixão',
    'Despejo de resíduos a céu aberto, sem controle. Proibido pela PNRS; contamina solo, água e ar e expõe pessoas a riscos.',
  ],
  'gas-aterro': [
    'Gás de aterro',
    'Mistura de metano e gás carbônico produzida pela decomposição de orgânicos sem oxigênio no aterro. Pode ser queimada ou aproveitada para energia; quando escapa, aquece o clima.',
  ],
  compostagem: [
    FROM_VOCABULARY,
    'Decomposição controlada de orgânicos com oxigênio, que gera composto para o solo. Recebe restos de cozinha, borra de café e podas; conta como desvio de aterro no Ecopeso.',
  ],
  'compostagem-local': [
    'Compostagem no local',
    'Compostagem feita no próprio hotel ou restaurante, em composteiras ou leiras. Reduz coleta e transporte e pode abastecer a horta; exige área, rotina e controle de umidade e odor.',
  ],
  vermicompostagem: [
    'Vermicompostagem',
    'Compostagem com minhocas, que aceleram a decomposição e geram húmus. Funciona bem em pequena escala, sem carnes, laticínios e cítricos em excesso.',
  ],
  'composto-organico': [
    'Composto orgânico',
    'Produto estável da compostagem, usado como adubo e condicionador de solo. Para ser vendido como fertilizante precisa cumprir as regras do Ministério da Agricultura.',
  ],
  biometanizacao: [
    FROM_VOCABULARY,
    'Tratamento de orgânicos por digestão anaeróbia, sem oxigênio, em reatores fechados. Produz biogás, que vira energia ou biometano, e digestato, usado como adubo. Conta como desvio de aterro no Ecopeso.',
  ],
  biogas: [
    'Biogás',
    'Gás rico em metano obtido da digestão anaeróbia de orgânicos ou captado em aterros. Gera eletricidade e calor ou é purificado em biometano.',
  ],
  biometano: [
    'Biometano',
    'Biogás purificado até ter qualidade equivalente à do gás natural, conforme especificação da ANP. Pode abastecer veículos ou ser injetado na rede de gás.',
  ],
  digestato: [
    'Digestato',
    'Material que sobra da biometanização. Depois de estabilizado, é aplicado no solo como fertilizante.',
  ],
  reciclagem: [
    FROM_VOCABULARY,
    'Transformação de resíduos, com mudança de propriedades físicas, químicas ou biológicas, em insumos ou novos produtos. Depende de material limpo, separado e de um comprador.',
  ],
  reutilizacao: [
    'Reutilização',
    'Aproveitamento de um resíduo sem transformá-lo: garrafas retornáveis, paletes devolvidos, móveis doados. Vem antes da reciclagem na hierarquia.',
  ],
  triagem: [
    FROM_VOCABULARY,
    'Separação de recicláveis por material e qualidade numa central ou cooperativa, antes da venda à indústria. Parte do que chega pode ser rejeitada e seguir para o aterro.',
  ],
  'coleta-seletiva': [
    'Coleta seletiva',
    'Coleta de resíduos previamente separados conforme sua composição, como recicláveis secos e orgânicos. Depende de a equipe separar certo na origem.',
  ],
  'cooperativa-catadores': [
    'Cooperativa de catadores',
    'Organização de catadores que recebe, tria e vende recicláveis. A PNRS incentiva sua contratação; muitas emitem documentos para MTR e certificados de reciclagem.',
  ],
  incineracao: [
    FROM_VOCABULARY,
    'Queima controlada de resíduos em alta temperatura, com tratamento de gases. Reduz volume e pode gerar energia, mas na taxa de desvio de aterro conta como disposição, como nas certificações Lixo Zero.',
  ],
  'recuperacao-energetica': [
    'Recuperação energética',
    'Aproveitamento da energia contida no resíduo, por incineração com geração, combustível derivado ou biogás. A PNRS admite a recuperação energética de resíduos urbanos com viabilidade técnica e ambiental comprovada e monitoramento de emissões.',
  ],
  coprocessamento: [
    'Coprocessamento',
    'Uso de resíduos como combustível ou matéria-prima em fornos de cimento, que destroem a fração orgânica e incorporam as cinzas ao clínquer. Usado para pneus, borras e CDR.',
  ],
  cdr: [
    'CDR — Combustível derivado de resíduos',
    'Combustível preparado a partir da fração seca não reciclável do rejeito, triturada e seca, para uso em fornos industriais ou usinas.',
  ],
  transbordo: [
    'Estação de transbordo',
    'Ponto onde resíduos passam de caminhões de coleta para veículos maiores antes de seguir ao tratamento ou aterro.',
  ],
  transportador: [
    'Transportador',
    'Empresa licenciada que coleta e transporta resíduos do gerador ao destinador. Confirma o MTR no recebimento da carga; no Ecopeso é uma empresa de coleta com CNPJ, licença e código de unidade.',
  ],
  destinador: [
    'Destinador',
    'Instalação licenciada que recebe os resíduos e os trata ou dispõe: cooperativa, central de compostagem, usina de biogás, aterro. Confirma o MTR e emite o CDF.',
  ],
  'taxa-desvio-aterro': [
    'Taxa de desvio de aterro',
    'Parcela do peso de resíduos que não foi para aterro nem incineração. No Ecopeso: peso com destino do grupo {{destinationGroup:recovery}} dividido pelo peso total do período, sempre pelo destino real do contrato, e não pelo tipo de resíduo.',
  ],
  'grupo-recuperacao': [
    'Grupos {{destinationGroup:recovery}} e {{destinationGroup:disposal}}',
    'No Ecopeso, os destinos se dividem em {{destinationGroup:recovery}} ({{destination:recovery}}, {{destination:recycling}}, {{destination:composting}}, {{destination:biomethanization}}, {{destination:sorting}}) e {{destinationGroup:disposal}} ({{destination:sanitary_landfill}}, {{destination:incineration}}, {{destination:disposal}}, {{destination:unspecified}}). Só o primeiro grupo conta como desviado.',
  ],
  'meta-desvio': [
    'Meta de desvio',
    'Taxa de desvio que o cliente quer atingir, por padrão 90%, o patamar das certificações Lixo Zero. O dashboard mostra a linha da meta e se o período a alcançou.',
  ],
  'destino-estimado': [
    'Destino estimado pelo tipo',
    'Quando nenhum contrato cobre um tipo de resíduo numa data, o Ecopeso supõe o destino padrão do tipo ({{wasteType:rejeito}}: {{destination:sanitary_landfill}}; {{wasteType:reciclavel}}: {{destination:recycling}}; {{wasteType:organico}} e {{wasteType:compostavel}}: {{destination:composting}}) e marca o valor como estimado.',
  ],
  'lixo-zero': [
    'Lixo Zero',
    'Objetivo de conservar todos os recursos por meio de produção, consumo, reutilização e recuperação responsáveis, sem queimar nem enterrar resíduos. Na prática, mede-se pelo desvio de aterro e incineração.',
  ],
  'certificacao-lixo-zero': [
    'Certificação Lixo Zero (Instituto Lixo Zero Brasil)',
    'Certificação brasileira para empresas e eventos que desviam de aterros e incineração pelo menos 90% dos resíduos, com auditoria dos dados e dos destinos.',
  ],
  'certificacao-true': [
    'Certificação TRUE',
    'Certificação internacional Zero Waste da GBCI. Exige desvio médio de pelo menos 90% de aterros, incineração e ambiente por 12 meses, com dados comprovados; a queima com energia não conta como desvio.',
  ],
  'composicao-gravimetrica': [
    'Composição gravimétrica',
    'Percentual em peso de cada tipo de material no total de resíduos. Os gráficos de composição do Ecopeso mostram a composição gravimétrica a partir das pesagens.',
  ],
  'indicador-normalizado': [
    'Indicador normalizado',
    'Peso de resíduos dividido por uma medida de atividade, como pernoites, hóspedes ou refeições servidas. Permite comparar meses de ocupação diferente e unidades de tamanhos distintos.',
  ],
  co2e: [
    'CO₂e — dióxido de carbono equivalente',
    'Unidade que soma gases de efeito estufa diferentes convertendo cada um na quantidade de CO₂ que causaria o mesmo aquecimento em 100 anos. Permite comparar, por exemplo, o metano do aterro com o CO₂ do transporte.',
  ],
  'fator-emissao': [
    'Fator de emissão',
    'Quantidade de CO₂e emitida (ou evitada, se negativa) por quilo de resíduo num destino. O Ecopeso usa fatores por tipo, subtipo, destino e ano, com a fonte citada, editáveis pelo master.',
  ],
  'emissoes-evitadas': [
    'Emissões evitadas',
    'No Ecopeso: quanto CO₂e deixou de ser emitido por enviar o resíduo ao destino real em vez do aterro sanitário, peso × (fator do aterro − fator do destino real).',
  ],
  'potencial-aquecimento-global': [
    'Potencial de aquecimento global (GWP)',
    'Quanto um gás aquece o planeta em relação ao CO₂ num horizonte de tempo, em geral 100 anos. É o multiplicador que converte um gás em CO₂e.',
  ],
  metano: [
    'Metano (CH4)',
    'Gás de efeito estufa formado quando orgânicos se decompõem sem oxigênio, como nos aterros. Em 100 anos aquece cerca de 27 a 30 vezes mais que o CO₂, por isso tirar comida do aterro reduz tanto as emissões.',
  ],
  warm: [
    'WARM (US EPA)',
    'Modelo da agência ambiental dos Estados Unidos que estima emissões de diferentes destinos de resíduos por material. É a fonte dos fatores iniciais do Ecopeso.',
  ],
  'escopo-3': [
    'Escopo 3',
    'Emissões indiretas da cadeia de valor num inventário GHG Protocol. Os resíduos gerados nas operações são uma categoria do escopo 3 de hotéis e restaurantes.',
  ],
  'ods-12-3': [
    'ODS 12.3',
    'Meta dos Objetivos de Desenvolvimento Sustentável da ONU: até 2030, reduzir pela metade o desperdício de alimentos per capita no varejo e no consumo e reduzir as perdas na produção.',
  ],
  pesagem: [
    'Pesagem',
    'No Ecopeso, um registro de peso: tipo, subtipo, área, quilos, data e autor. É a unidade de dado de todo o sistema, da taxa de desvio ao MTR.',
  ],
  'area-geracao': [
    'Área de geração',
    'Setor do cliente onde o resíduo foi gerado e pesado: cozinha, restaurante, bar, governança. Sem área, a pesagem aparece como "{{noArea}}".',
  ],
  'contrato-coleta': [
    'Contrato de coleta',
    'No Ecopeso, define qual transportador leva qual tipo de resíduo de um cliente a qual destinador e destino, com validade e preço por quilo. É ele que decide o destino de cada pesagem.',
  ],
  'economia-circular': [
    'Economia circular',
    'Modelo que mantém produtos e materiais em uso pelo maior tempo possível e devolve os orgânicos ao solo, em oposição ao modelo linear de extrair, produzir e descartar.',
  ],
  'hierarquia-residuos': [
    'Hierarquia de resíduos',
    'Ordem de prioridade da PNRS: não geração, redução, reutilização, reciclagem, tratamento e, por último, disposição final dos rejeitos. Para a cozinha: evitar, doar, alimentar animais, compostar, reciclar, recuperar energia, dispor.',
  ],
  'nao-geracao': [
    'Não geração',
    'Primeiro degrau da hierarquia: evitar que o resíduo exista, comprando o necessário, produzindo na medida e escolhendo embalagens retornáveis.',
  ],
  'doacao-alimentos': [
    'Doação de alimentos',
    'Entrega de alimento ainda próprio para consumo a instituições sociais ou bancos de alimentos. Exige controle de temperatura, validade e registro do que foi doado.',
  ],
  'alimentacao-animal': [
    'Alimentação animal',
    'Destino de sobras adequadas para ração, depois das pessoas e antes da compostagem na hierarquia. Depende de parceiro autorizado e das regras sanitárias, que restringem restos com produtos de origem animal.',
  ],
  'logistica-reversa': [
    'Logística reversa',
    'Conjunto de ações para devolver produtos e embalagens usados a fabricantes e importadores, que os reaproveitam ou dão destino adequado. Obrigatória para pilhas, lâmpadas, eletroeletrônicos, pneus, óleos lubrificantes, embalagens e outros.',
  ],
  'ciclo-de-vida': [
    'Ciclo de vida do produto',
    'Etapas de um produto desde a extração da matéria-prima, passando pela produção e pelo consumo, até a destinação final. Base para avaliar onde um produto causa mais impacto.',
  ],
  ecodesign: [
    'Ecodesign',
    'Projeto de produtos e embalagens pensando desde o início em usar menos material, durar mais, ser consertado e ser reciclado.',
  ],
  upcycling: [
    'Upcycling',
    'Reaproveitamento criativo que dá ao material descartado um uso de valor maior, como enxoval antigo transformado em bolsas ou paletes em móveis.',
  ],
  'materia-prima-secundaria': [
    'Matéria-prima secundária',
    'Material recuperado de resíduos que volta à produção no lugar de matéria-prima virgem, como aparas de papelão ou alumínio reciclado.',
  ],
  'compras-sustentaveis': [
    'Compras sustentáveis',
    'Critérios ambientais e sociais na compra: produtos a granel, embalagens retornáveis, fornecedores que recolhem embalagens, quantidades ajustadas ao consumo.',
  ],
  'embalagem-retornavel': [
    'Embalagem retornável',
    'Embalagem que volta ao fornecedor para ser lavada e reenchida, como engradados, garrafas e barris. Tira peso dos recicláveis e do rejeito.',
  ],
  peps: [
    'PEPS — primeiro que entra, primeiro que sai',
    'Regra de estoque pela qual o produto mais antigo é usado primeiro. Evita que alimentos vençam no fundo da câmara fria.',
  ],
  'ficha-tecnica': [
    'Ficha técnica de preparo',
    'Receita padronizada com ingredientes, quantidades, rendimento e porção. Ajustar porções e aproveitamento reduz as sobras de pré-preparo e de prato.',
  ],
  'aproveitamento-integral': [
    'Aproveitamento integral dos alimentos',
    'Uso de partes normalmente descartadas, como talos, cascas e sementes, em caldos, farofas e sobremesas, com segurança sanitária.',
  ],
  'separacao-na-fonte': [
    'Separação na fonte',
    'Separar cada resíduo no lugar onde nasce, em recipientes identificados, em vez de separar depois. É o que garante recicláveis limpos e orgânicos sem plástico.',
  ],
  'educacao-ambiental': [
    'Educação ambiental',
    'Processos pelos quais as pessoas constroem conhecimentos e atitudes para conservar o meio ambiente. Num hotel: treinar a equipe para separar e pesar, e informar hóspedes.',
  ],
  'iso-14001': [
    'ISO 14001',
    'Norma de sistemas de gestão ambiental: a empresa identifica seus aspectos ambientais, define objetivos, monitora e melhora continuamente. Dados de resíduos são evidência comum em auditorias.',
  ],
  esg: [
    'ESG',
    'Critérios ambientais, sociais e de governança usados por investidores, redes e clientes para avaliar empresas. Taxa de desvio e CO₂e evitado aparecem com frequência nos relatórios ESG de hotelaria.',
  ],
  'gri-306': [
    "GRI 306 — Resíduos",
    "Norma da Global Reporting Initiative para relatar resíduos: 306-3 pede o gerado em toneladas por composição, 306-4 o desviado da disposição por operação de recuperação e 306-5 o direcionado à disposição por operação, separando perigosos e não perigosos e dentro ou fora do local.",
  ],
  'esrs-e5': [
    "ESRS E5 — Uso de recursos e economia circular",
    "Norma europeia de relato de sustentabilidade da CSRD. Sua divulgação E5-5 pede o total de resíduos gerados, o desviado da disposição por operação de recuperação, o direcionado à disposição por tratamento, os perigosos e radioativos e o não reciclado com sua porcentagem.",
  ],
  'padrao-flw': [
    "Padrão FLW — perdas e desperdício de alimentos",
    "Padrão internacional de contabilidade e relato de perdas e desperdício de alimentos. Ele diz o que entra no inventário (alimento, partes não comestíveis) e para onde vai: alimentação animal, materiais de base biológica, digestão anaeróbia, compostagem, combustão controlada, aplicação no solo, aterro, esgoto e outros.",
  ],
  'residuo-desviado-disposicao': [
    "Resíduo desviado da disposição",
    "Resíduo enviado a preparação para reutilização, reciclagem ou outra operação de recuperação, em vez de aterro ou incineração. No Ecopeso são os destinos do grupo {{destinationGroup:recovery}}.",
  ],
  'residuo-direcionado-disposicao': [
    "Resíduo direcionado à disposição",
    "Resíduo enviado a aterro, a incineração com ou sem recuperação de energia ou a outra operação de disposição. No Ecopeso são os destinos do grupo {{destinationGroup:disposal}} com destino conhecido.",
  ],
  'preparacao-reutilizacao': [
    "Preparação para reutilização",
    "Verificar, limpar ou consertar um produto que virou resíduo para que volte a ser usado como antes, sem outro processamento.",
  ],
  'outras-operacoes-recuperacao': [
    "Outras operações de recuperação",
    "Operações em que o resíduo cumpre uma função útil no lugar de outro recurso, sem ser reutilizado nem reciclado. O Ecopeso conta aqui {{destination:biomethanization}}, {{destination:recovery}} e {{destination:sorting}}.",
  ],
  'outras-operacoes-disposicao': [
    "Outras operações de disposição",
    "Disposição que não é aterro nem incineração. No Ecopeso é o destino {{destination:disposal}}.",
  ],
  'residuo-nao-reciclado': [
    "Resíduo não reciclado",
    "Na ESRS E5-5, todo resíduo que não foi preparado para reutilização nem reciclado, e sua parte no total gerado.",
  ],
  'materiais-base-biologica': [
    "Materiais de base biológica",
    "Destino do Padrão FLW: transformar o material em produtos industriais, como sabão feito de óleo de cozinha usado.",
  ],
  'combustao-controlada': [
    "Combustão controlada",
    "Destino do Padrão FLW: queimar o material numa instalação feita para isso, com ou sem aproveitamento de energia.",
  ],
  'aplicacao-no-solo': [
    "Aplicação no solo",
    "Destino do Padrão FLW: espalhar, pulverizar ou injetar o material no solo, sem compostagem antes, para melhorar sua qualidade.",
  ],
};
