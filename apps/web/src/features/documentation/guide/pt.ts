import type { GuideTexts } from './sections';

export const TEXTS: GuideTexts = {
  'primeira-pesagem': {
    title: 'A primeira pesagem',
    intro: 'Pese o resíduo na balança da unidade e registre em três toques, no tablet, no celular ou no computador.',
    steps: [
      'Entre com o e-mail e a senha recebidos. O operacional cai direto na tela de Lançamento; gerente e master a encontram no menu, em "Lançamento".',
      'Escolha o cliente (a unidade) no topo. O aparelho lembra a escolha para a próxima vez.',
      'Toque no tipo de resíduo. Para reciclável ou orgânico, escolha também o subtipo (papel, plástico, sobras de prato…).',
      'Toque na área onde o resíduo foi gerado (Cozinha, Restaurante, Bar…). A última área usada já vem marcada.',
      'Digite o peso em quilos, com vírgula ou ponto (12,5 ou 12.5), e toque em "Salvar pesagem".',
      'Se o peso passar do limite configurado para o tipo, uma janela pede confirmação: revise o número ou toque em "Salvar mesmo assim".',
      'A pesagem aparece em "Registros recentes". Errou? O botão "Excluir" apaga um registro seu (os já sincronizados pedem confirmação).',
    ],
  },
  offline: {
    title: 'Trabalhar sem internet e corrigir um registro recusado',
    intro: 'A tela de Lançamento funciona sem conexão depois de aberta uma vez com internet. Nada se perde.',
    steps: [
      'No topo, o indicador mostra "Online" ou "Offline" e quantos registros estão "Pendentes".',
      'Sem conexão, continue pesando normalmente: cada pesagem fica guardada no aparelho e entra na lista com o ícone de relógio.',
      'Quando a conexão volta, o envio é automático e feito uma vez só; "Sincronizar agora" força o envio. Reenviar nunca duplica um registro.',
      'Se o servidor recusar um registro (por exemplo, uma área desativada), ele aparece em "A corrigir" com o motivo.',
      'Toque em "Corrigir", ajuste o campo indicado e toque em "Salvar correção": o registro volta para a fila e é enviado de novo.',
      'Não limpe os dados do navegador com pendências: é lá que elas ficam até o envio.',
    ],
  },
  'exportar-csv': {
    title: 'Exportar os registros em CSV',
    intro: 'Para uma planilha ou para conferir com a balança do transportador.',
    steps: [
      'Na tela de Lançamento, com o cliente escolhido, use "Exportar CSV": Hoje, Últimos 7 dias ou Últimos 30 dias.',
      'O arquivo traz data, hora, área, tipo, subtipo, peso e quem registrou, e abre no Excel ou no LibreOffice.',
    ],
  },
  dashboard: {
    title: 'Ler o dashboard',
    intro:
      'O dashboard mostra o quanto a unidade gera, do quê, onde e para onde vai, atualizado ao vivo a cada pesagem.',
    steps: [
      'Escolha o cliente e um período: Este mês, Últimos 3 meses, Este ano, Ano passado, ou anos, meses e áreas à mão. O endereço da página guarda o filtro, então dá para compartilhar o link.',
      'Os cartões mostram o total pesado e a parte de cada tipo. "Desvio de aterro" é o peso enviado a destinos de recuperação dividido pelo total, comparado à meta do cliente.',
      'O cartão de CO₂e evitado compara o destino real com o aterro, usando os fatores de emissão citados no rodapé.',
      'Nos gráficos, "Volume comparativo mensal" compara cada mês com o mesmo mês do ano anterior; "Taxa de desvio de aterro por dia" mostra a média e a linha da meta.',
      'Destinos sem contrato aparecem listrados, "estimados pelo tipo de resíduo": peça ao master para cadastrar o contrato.',
      'Cada gráfico tem "Mostrar tabela de dados" com os números exatos, e os termos têm um "?" que leva ao glossário.',
    ],
  },
  relatorios: {
    title: 'Relatórios em PDF',
    intro: 'Dois relatórios prontos, com os filtros que estão na tela.',
    steps: [
      'No dashboard, ajuste cliente e período e toque em "Relatório gerencial" ou "Relatório técnico".',
      'O gerencial resume totais, desvio, meta e CO₂e para a direção; o técnico detalha tipos, áreas, destinos, contratos e fontes dos fatores.',
      'O PDF sai no idioma da tela. Para a DMR e as auditorias, os MTRs e CDFs ficam em Documentação, aba "Documentos".',
    ],
  },
  informativo: {
    title: 'Glossário, economia circular e documentação',
    intro: 'O grupo "Informativo" do menu ajuda a entender os números e a melhorar.',
    steps: [
      'Glossário: busque um termo com ou sem acento, filtre por categoria ou use o índice A–Z. Cada termo tem um link próprio para compartilhar.',
      'Economia circular: a hierarquia de resíduos aplicada à cozinha, os fluxos do cliente das áreas aos destinos e as oportunidades calculadas com os destinadores cadastrados.',
      'Uma oportunidade diz, por fluxo ainda enviado a aterro ou incineração, quanto subiria o desvio e quanto CO₂e seria evitado no melhor destino disponível.',
    ],
  },
  'emitir-mtr': {
    title: 'Emitir um MTR',
    intro:
      'Em "Gestão de MTR/CDF", o master emite o MTR de cada coleta a partir das pesagens, acompanha o recebimento e o CDF e prepara a DMR.',
    steps: [
      'Na aba "Configuração", o master escolhe por cliente o sistema de MTR (o SINIR ou o do estado: SIGOR, MTR-RJ, MTR-MG…), o ambiente, o código da unidade geradora, o responsável e as credenciais, e usa "Testar conexão".',
      'Na aba "Mapeamento de resíduos", cada tipo e subtipo já vem ligado a código IBAMA, classe NBR 10004, estado físico, acondicionamento e tratamento típicos de hotéis; revise.',
      '"Nova coleta", num contrato, propõe os quilos pesados desde o último MTR daquele contrato, por código IBAMA. Ajuste pelo peso do caminhão se for preciso.',
      'Informe data, motorista, placa e observações, salve como rascunho e emita. O número do MTR e o PDF aparecem; emitir de novo nunca cria dois MTRs.',
      'O status segue sozinho: emitido, recebido e, quando o destinador emitir, o número do CDF. Um MTR pode ser cancelado com justificativa.',
      'Para a DMR, o auxiliar soma os MTRs do trimestre (semestre em MG) por destinador, código e tratamento, em CSV e PDF.',
    ],
  },
  documentos: {
    title: 'Encontrar MTRs, CDFs e licenças',
    intro: 'A aba "Documentos" desta página reúne, por cliente, os papéis que a fiscalização e a auditoria pedem.',
    steps: [
      'Para o cliente escolhido, a aba lista MTRs, CDFs, licenças dos transportadores e destinadores (com validade) e os relatórios dos meses anteriores.',
      'Filtre por período e baixe um documento ou todos do período num ZIP para o auditor.',
      'Um MTR ou CDF feito fora do Ecopeso pode ser anexado em PDF (até 10 MB).',
    ],
  },
  usuarios: {
    title: 'Administrar usuários',
    intro:
      'Em "Usuários", convide pessoas, defina o nível e os clientes de cada uma e desative quem não deve mais entrar.',
    steps: [
      'A tabela mostra nome, e-mail, nível, clientes, situação e último acesso, com busca e filtros.',
      '"Convidar usuário": nome, e-mail, nível e clientes permitidos. O convidado recebe um link para criar a senha, válido por 72 horas, também mostrado uma vez com QR code para o tablet da cozinha.',
      'O gerente convida e administra só operacionais dos seus próprios clientes; o master administra todos.',
      'Desativar um usuário encerra todas as sessões dele na hora. Ninguém muda o próprio nível nem se desativa.',
    ],
  },
  clientes: {
    title: 'Administrar clientes',
    intro: 'Em "Clientes", o master cadastra cada hotel ou restaurante e o que se pesa nele.',
    steps: [
      'O master cadastra a unidade: nome, rede, CNPJ, endereço, fuso horário, meta de desvio (90% por padrão).',
      'Escolha os tipos de resíduo e subtipos habilitados, o limite de peso de cada tipo e as áreas (Cozinha, Restaurante…).',
      '"Criar a partir deste", num cliente parecido, copia tipos, limites, meta e áreas para um cliente novo.',
      'Uma área com registros nunca é apagada, só desativada.',
    ],
  },
  'empresas-coleta': {
    title: 'Administrar empresas de coleta e contratos',
    intro:
      'Em "Empresas de coleta", o master cadastra quem leva e quem recebe os resíduos; os contratos ficam em cada cliente.',
    steps: [
      'Cadastre transportadores e destinadores com CNPJ, contato, código de unidade em cada sistema de MTR e licenças com validade; para destinadores, os destinos oferecidos.',
      'No cliente, crie contratos: transportador, destinador, tipo (e subtipo), destino, vigência e preço por quilo. Dois contratos sobrepostos para o mesmo tipo são recusados.',
      'Os contratos decidem o destino de cada pesagem no dashboard e nos relatórios; licenças a vencer em 60 dias ficam em amarelo, vencidas em vermelho.',
    ],
  },
};
