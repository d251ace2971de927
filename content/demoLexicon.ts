/**
 * The demo chat's pt-BR lexicon: the words, phrases, brands and apps Brazilians type, by category,
 * and the words that tell income from spending. Reviewed like copy: a marketer adds a word here and
 * nowhere else; Docs / Demo chat rules lists every entry.
 *
 * How the rules read it (src/demo):
 * - Entries are written as people type them, with accents; case and accents never matter.
 * - A phrase is matched word by word, skipping the little words 'de', 'do', 'da', 'dos', 'das',
 *   'o', 'a', 'os', 'as', 'no', 'na', 'nos', 'nas', 'em', 'um', 'uma' on both sides, so 'conta de luz'
 *   also matches 'conta da luz' and 'conta luz'. The longest phrase wins: 'uber eats' (Alimentação)
 *   beats 'uber' (Transporte), 'casa de carnes' beats 'casa'.
 * - A plural finds its singular ('pizzas', 'pães', 'aluguéis'), so only the singular is listed.
 * - A word of five letters or more also matches with one letter wrong, missing, extra or swapped
 *   ('salrio', 'mercao', 'gasolna'), where that points to one entry only. Shorter misspellings
 *   people really type are listed as entries ('uver').
 */
import type { DemoCategory } from './types';

/**
 * Spending categories, in spec §5's table order. A spending is filed under the category of the
 * longest entry it contains; between entries of the same length, a strong word beats a `weak` one,
 * and then the first in the message wins. Outros lists the names that would otherwise be misread
 * (Mercado Livre is a store, not a market; ração is not food for people).
 */
export const categoryLexicon: readonly { category: DemoCategory; words: readonly string[]; weak?: readonly string[] }[] = [
  {
    category: 'Alimentação',
    // Spec §5: mercado, comida, alimentação.
    words: [
      'mercado', 'comida', 'alimentação', 'alimento', 'supermercado', 'mercadinho', 'hipermercado', 'minimercado', 'mercearia', 'empório',
      'atacadão', 'atacado', 'assaí', 'carrefour', 'pão de açúcar', 'extra mercado', 'dia supermercado', 'guanabara', 'sonda',
      'zaffari', 'condor', 'angeloni', 'bretas', 'savegnago', 'muffato', 'mateus', 'big bompreço', 'oba hortifruti', 'hortifruti',
      'hortifrúti', 'sacolão', 'varejão', 'quitanda', 'feira', 'feirinha', 'açougue', 'casa de carnes', 'peixaria', 'padaria', 'panificadora',
      'confeitaria', 'doceria', 'sorveteria', 'lanchonete', 'restaurante', 'restaurant', 'rodízio', 'churrascaria', 'pizzaria',
      'hamburgueria', 'sushi', 'temaki', 'japonês', 'comida japonesa', 'chinês', 'comida chinesa', 'árabe', 'self service',
      'self-service', 'buffet', 'bufê', 'quilo', 'comida por quilo', 'bandejão', 'refeitório', 'cantina', 'boteco', 'bar', 'barzinho',
      'choperia', 'cafeteria', 'café', 'cafezinho', 'starbucks', 'mcdonalds', 'mcdonald', 'méqui', 'mc donalds', 'burger king', 'bk',
      'subway', 'habibs', "habib's", 'giraffas', 'bobs', "bob's", 'outback', 'madero', 'spoleto', 'china in box', 'kfc', 'popeyes',
      'cacau show', 'kopenhagen', 'ifood', 'i food', 'rappi', 'uber eats', 'aiqfome', 'zé delivery', 'ze delivery', 'james delivery',
      'delivery', 'entrega de comida', 'almoço', 'almocei', 'almoçar', 'janta', 'jantar', 'jantei', 'café da manhã', 'lanche', 'lanchei',
      'lanchinho', 'merenda', 'marmita', 'marmitex', 'quentinha', 'pf', 'prato feito', 'refeição', 'ceia', 'pizza', 'hambúrguer',
      'hamburguer', 'burger', 'x-burguer', 'x-tudo', 'xis', 'cachorro-quente', 'cachorro quente', 'hot dog', 'pastel', 'coxinha',
      'salgado', 'salgadinho', 'esfiha', 'esfirra', 'kibe', 'quibe', 'empada', 'pão de queijo', 'pão', 'pãozinho', 'pão francês',
      'baguete', 'bolo', 'torta', 'doce', 'docinho', 'brigadeiro', 'sorvete', 'picolé', 'açaí', 'tapioca', 'cuscuz', 'acarajé', 'pamonha',
      'churros', 'crepe', 'yakisoba', 'lasanha', 'macarrão', 'miojo', 'feijoada', 'churrasco', 'espetinho', 'carne', 'frango',
      'peixe', 'linguiça', 'picanha', 'costela', 'ovo', 'leite', 'queijo', 'presunto', 'mortadela', 'manteiga', 'iogurte', 'arroz',
      'feijão', 'farinha', 'açúcar', 'óleo de soja', 'azeite', 'fruta', 'banana', 'maçã', 'laranja', 'verdura', 'legume', 'salada',
      'tomate', 'batata', 'cebola', 'alho', 'biscoito', 'bolacha', 'chocolate', 'cereal', 'granola', 'cesta básica', 'rancho',
      'compras do mês', 'compra do mês', 'bebida', 'refrigerante', 'refri', 'coca', 'coca-cola', 'guaraná', 'suco', 'água de coco',
      'galão de água', 'água mineral', 'cerveja', 'cerva', 'breja', 'latão', 'chopp', 'chope', 'vinho', 'cachaça', 'caipirinha',
      'drink', 'energético', 'petisco', 'porção', 'happy hour', 'comer fora', 'comi', 'comemos', 'chimarrão', 'erva-mate', 'erva',
      'tereré', 'caldo de cana', 'pipoca', 'sanduíche', 'misto quente', 'padoca',
    ],
    weak: ['café', 'bar'],
  },
  {
    category: 'Transporte',
    // Spec §5: transporte, uber, combustível.
    words: [
      'transporte', 'uber', 'uver', 'ubr', 'combustível', '99', '99 pop', '99pop', '99 táxi', '99 moto', 'indrive', 'in drive', 'cabify',
      'táxi', 'taxi', 'corrida', 'mototáxi', 'moto táxi', 'uber moto', 'gasolina', 'gasosa', 'etanol', 'álcool do carro',
      'diesel', 'gnv', 'abasteci', 'abastecer', 'abastecimento', 'tanque', 'posto', 'posto de gasolina', 'shell', 'ipiranga', 'petrobras',
      'br mania', 'ale combustíveis', 'ônibus', 'onibus', 'busão', 'buzão', 'circular', 'metrô', 'metro', 'trem', 'cptm', 'brt', 'vlt',
      'barca', 'balsa', 'lotação', 'trensurb', 'move bh', 'sptrans', 'emtu', 'metrofor', 'bhbus', 'van', 'passagem', 'passagem de ônibus', 'passagem aérea', 'rodoviária', 'bilhete único',
      'bilhete', 'cartão bom', 'cartão top', 'riocard', 'vale-transporte', 'vale transporte', 'recarga do bilhete', 'pedágio', 'sem parar',
      'veloe', 'conectcar', 'tag de pedágio', 'estacionamento', 'estacionei', 'zona azul', 'flanelinha', 'valet', 'manobrista',
      'ipva', 'licenciamento', 'dpvat', 'detran', 'multa de trânsito', 'multa do carro', 'seguro do carro', 'seguro auto',
      'seguro da moto', 'mecânico', 'mecânica', 'oficina', 'funilaria', 'borracharia', 'borracheiro', 'pneu', 'troca de óleo',
      'revisão do carro', 'alinhamento', 'balanceamento', 'bateria do carro', 'lava-rápido', 'lava rápido', 'lava jato',
      'lavagem do carro', 'carro', 'moto', 'motoca', 'bike', 'bicicleta', 'patinete', 'parcela do carro', 'financiamento do carro',
      'prestação do carro', 'aluguel de carro', 'aluguel do carro', 'carro alugado', 'localiza', 'movida', 'unidas', 'voo', 'avião',
      'latam', 'gol', 'azul linhas aéreas', 'aeroporto', 'viagem de ônibus', 'frete', 'mudança de carro', 'autoescola', 'cnh',
      'carteira de motorista',
    ],
    weak: ['carro', 'moto', 'gol', 'circular', 'van', 'posto', 'tanque'],
  },
  {
    category: 'Moradia',
    // Spec §5: casa, aluguel, moradia.
    words: [
      'casa', 'aluguel', 'moradia', 'aluguel do apartamento', 'aluguel da casa', 'aluguel do apê', 'apartamento', 'apê', 'ap', 'kitnet',
      'quitinete', 'condomínio', 'condominio', 'taxa de condomínio', 'iptu', 'luz', 'conta de luz', 'energia', 'energia elétrica',
      'conta de energia', 'enel', 'cemig', 'light', 'copel', 'celesc', 'coelba', 'neoenergia', 'equatorial', 'cpfl', 'eletropaulo',
      'energisa', 'celpe', 'cosern', 'água', 'conta de água', 'sabesp', 'copasa', 'cedae', 'águas do rio', 'embasa', 'compesa', 'sanepar',
      'caesb', 'cagece', 'corsan', 'saneago', 'esgoto', 'gás', 'gás encanado', 'conta de gás', 'comgás', 'botijão', 'botijão de gás',
      'gás de cozinha', 'internet', 'wifi', 'wi-fi', 'banda larga', 'fibra', 'vivo fibra', 'claro net', 'net', 'oi fibra', 'tim live',
      'desktop', 'provedor', 'tv a cabo', 'sky', 'financiamento da casa', 'financiamento do apartamento', 'financiamento do apê',
      'prestação da casa', 'parcela da casa', 'parcela do apartamento', 'parcela do apê', 'minha casa minha vida', 'seguro residencial',
      'seguro da casa', 'reforma', 'obra', 'pedreiro', 'encanador', 'eletricista', 'pintor', 'marceneiro', 'vidraceiro', 'chaveiro',
      'dedetização', 'diarista', 'faxina', 'faxineira', 'empregada', 'material de construção', 'cimento', 'tinta', 'móvel', 'móveis',
      'sofá', 'cama', 'colchão', 'guarda-roupa', 'armário', 'mesa', 'cadeira', 'geladeira', 'fogão', 'microondas', 'micro-ondas',
      'máquina de lavar', 'lavadora', 'ventilador', 'ar-condicionado', 'ar condicionado', 'chuveiro', 'lâmpada', 'cortina', 'tapete',
      'utensílios', 'panela', 'produtos de limpeza', 'material de limpeza', 'leroy merlin', 'telhanorte', 'tok stok', 'tokstok',
      'mudança', 'caução', 'imobiliária', 'jardineiro', 'portaria', 'lar',
    ],
    weak: ['casa', 'mesa', 'cadeira', 'tinta', 'net', 'light', 'lar', 'ap', 'obra'],
  },
  {
    category: 'Outros',
    words: [
      'mercado livre', 'mercadolivre', 'mercado pago', 'casas bahia', 'magalu', 'magazine luiza', 'americanas', 'shopee', 'shein',
      'amazon', 'aliexpress', 'ração', 'comida de cachorro', 'comida do cachorro', 'comida de gato', 'comida do gato', 'petshop',
      'pet shop', 'veterinário', 'farmácia', 'drogaria', 'drogasil', 'droga raia', 'pague menos', 'remédio', 'plano de saúde',
      'consulta', 'dentista', 'academia', 'smart fit', 'netflix', 'spotify', 'disney', 'prime video', 'hbo', 'globoplay', 'youtube premium',
      'cinema', 'ingresso', 'show', 'teatro', 'roupa', 'roupas', 'tênis', 'sapato', 'celular', 'plano do celular', 'recarga do celular',
      'recarga de celular', 'conta do celular', 'fatura do cartão', 'cartão de crédito', 'empréstimo', 'presente', 'salão', 'cabeleireiro',
      'barbeiro', 'barbearia', 'manicure', 'escola', 'faculdade', 'mensalidade', 'curso', 'livro', 'jogo', 'game', 'steam', 'dízimo',
      'doação', 'vaquinha', 'uber one', 'ifood clube', 'seguro de vida', 'imposto de renda', 'darf', 'das', 'mei', 'aposta', 'bet',
      'loteria', 'mega-sena', 'mega sena',
    ],
    weak: ['game', 'jogo', 'show', 'das', 'mei', 'curso'],
  },
];

/**
 * Money coming in (spec §5 names 'recebi', 'salário' and 'ganho'). A message with any of these is
 * income, unless a first-person spending verb says the money went out ('gastei o salário'), or
 * it names a bill and no income source ('recebi a conta de luz' is a bill that arrived).
 */
export const incomeEvents = [
  // Receiving.
  'recebi', 'recebido', 'recebida', 'recebidos', 'recebemos', 'recebo', 'recebimento', 'pix recebido', 'transferência recebida',
  // Money that fell in or came in ('caiu a PLR', 'entrou 1.200 de pix').
  'caiu', 'caíram', 'entrou', 'entraram', 'pingou', 'depositaram', 'depositou', 'creditado', 'creditaram', 'creditou',
  // Someone paid or sent me ('meu pai me mandou 200', 'o cliente pagou').
  'me pagou', 'me pagaram', 'me mandou', 'me mandaram', 'me transferiu', 'me transferiram', 'me enviou', 'me enviaram', 'me deu',
  'me deram', 'me devolveu', 'me devolveram', 'me passou', 'me passaram', 'me emprestou', 'me fez um pix', 'pagou', 'pagaram',
  'mandou pra mim', 'transferiu pra mim', 'pix pra mim', 'pix para mim',
  // Earning and selling.
  'ganhei', 'ganhou', 'ganhamos', 'vendi', 'vendemos', 'faturei', 'faturamos', 'lucrei', 'rendeu', 'resgatei', 'reembolsaram',
  'reembolsou', 'estornaram', 'estornou', 'estornado',
] as const;

/** What the money coming in is: each also makes a message income ('freela 800', 'salário 5.000'). */
export const incomeSources = [
  'salário', 'ganho', 'ganhos', 'holerite', 'contracheque', '13º', '13o', 'décimo terceiro', 'plr', 'ppr', 'participação nos lucros',
  'bônus', 'bonificação', 'comissão', 'gorjeta', 'freela', 'freelance', 'frila', 'bico', 'diária recebida', 'hora extra',
  'adiantamento', 'vendas', 'lucro', 'reembolso', 'estorno', 'cashback', 'devolução', 'restituição', 'rendimento', 'dividendos',
  'juros da poupança', 'resgate', 'aposentadoria', 'pensão recebida', 'benefício', 'auxílio', 'bolsa família', 'seguro-desemprego',
  'seguro desemprego', 'fgts', 'saque do fgts', 'bolsa de estudo', 'bolsa de iniciação científica', 'bolsa de pesquisa', 'bolsa capes',
  'bolsa do cnpq', 'bolsa de estágio', 'estágio', 'mesada', 'herança', 'prêmio', 'aluguel recebido',
] as const;

/** The bills and charges one "receives": after a form of 'receber' they make the message a spending ('recebi a conta de luz'). */
export const billWords = ['conta', 'boleto', 'fatura', 'cobrança', 'multa', 'carnê', 'taxa', 'notificação'] as const;

/**
 * Money going out, said in the first person. Any of them makes the message spending, whatever
 * income word it also holds: 'gastei o salário no aluguel' is a spending, and so is 'transferi 200'.
 */
export const spendingVerbs = [
  'gastei', 'gasto', 'gastamos', 'gastando', 'paguei', 'pagamos', 'pago', 'pagando', 'comprei', 'compramos', 'comprando', 'torrei',
  'transferi', 'mandei', 'enviei', 'fiz um pix', 'passei no cartão', 'passei o cartão', 'abasteci', 'almocei', 'jantei', 'lanchei',
  'pedi', 'dei', 'doei', 'emprestei', 'investi', 'apliquei', 'debitou', 'debitaram', 'descontou', 'descontaram', 'custou',
] as const;

/**
 * Not a transaction: a question or a reminder gets a short reply and nothing is recorded. A message
 * is a question when it starts with one of `questionStarts` or ends with '?' and holds no
 * first-person spending verb; a reminder or a plan when it starts with one of `reminderStarts`;
 * a greeting when it holds no number and nothing but `greetingWords`.
 */
export const questionStarts = [
  'quanto', 'quantos', 'quanta', 'quantas', 'qual', 'quais', 'como', 'quando', 'onde', 'cadê', 'cade', 'o que', 'oq', 'por que',
  'porque', 'pq', 'será', 'sera', 'me mostra', 'mostra', 'mostre', 'me diz', 'me fala', 'posso', 'dá pra', 'da pra', 'tem como',
  'consigo', 'meu saldo', 'saldo', 'resumo', 'relatório',
] as const;

export const reminderStarts = [
  'lembrar', 'lembra', 'lembre', 'me lembra', 'me lembre', 'lembrete', 'não esquecer', 'nao esquecer', 'não esquece', 'nao esquece',
  'não posso esquecer', 'preciso pagar', 'tenho que pagar', 'tenho de pagar', 'vou pagar', 'vou gastar', 'vou comprar', 'vou receber',
  'vai cair', 'agendar', 'agenda', 'anota pra', 'amanhã pago', 'amanha pago', 'pagar amanhã', 'pagar amanha',
] as const;

export const greetingWords = [
  'oi', 'oie', 'olá', 'ola', 'eai', 'e aí', 'opa', 'bom', 'boa', 'dia', 'tarde', 'noite', 'tudo', 'bem', 'blz', 'beleza', 'obrigado',
  'obrigada', 'obg', 'valeu', 'vlw', 'tmj', 'ok', 'okay', 'show', 'top', 'legal', 'tchau', 'teste', 'testando', 'hello', 'hi', 'e',
] as const;

/**
 * Words after a number that mark it as money ('30 reais', '50 conto', '20 pila', '2 paus'); 'R$'
 * before a number, a decimal comma, 'mil' and 'k' mark it too. The amount reader prefers a number
 * marked as money over one that is not.
 */
export const moneyWordsAfter = ['reais', 'real', 'conto', 'contos', 'pila', 'pilas', 'mango', 'mangos', 'paus', 'pau', 'dinheiros'] as const;

/** Words before a number that say it is the price ('deu 120', 'foi 80', 'por 120', 'de 45'). */
export const moneyWordsBefore = ['de', 'deu', 'foi', 'por', 'custou', 'custa', 'saiu', 'ficou', 'valor', 'total', 'paguei', 'gastei', 'recebi', 'r$', 'rs'] as const;

/** Words before a number that say it is not money: a day, an instalment, a time ('dia 5', 'parcela 3', 'às 10'). */
export const notMoneyWordsBefore = ['parcela', 'parcelas', 'prestação', 'nº', 'numero', 'número', 'às', 'as', 'ano'] as const;

/** Words before a number that make it a day, never money ('dia 5 paguei 120 de luz'). */
export const dayWordsBefore = ['dia', 'dias'] as const;

/** Numbers that are names, not money, when the message holds another number ('99 pro trabalho 18,90': 99 is the ride app). */
export const numberNames = ['99'] as const;

/** Words after a number that say it is not money: units, times, percentages ('10 horas', '3 vezes', '2 kg'). */
export const notMoneyWordsAfter = [
  'horas', 'hora', 'hr', 'hrs', 'h', 'min', 'minutos', 'vezes', 'x', 'kg', 'kilo', 'kilos', 'quilos', 'g', 'gramas', 'litro', 'litros',
  'l', 'ml', 'km', 'kms', 'm', 'metros', 'anos', 'ano', 'meses', 'mes', 'mês', 'semanas', 'dias', 'pessoas', 'parcelas', 'unidade', 'unidades',
  'un',
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
] as const;

/**
 * Words that may follow an amount without making it a quantity: after '2 pizzas' the number
 * counts things, after '30 no uber', '30 pro almoço' or '30 hj' it is still the price.
 */
export const wordsAfterAmount = [
  'de', 'do', 'da', 'dos', 'das', 'no', 'na', 'nos', 'nas', 'em', 'o', 'a', 'ao', 'aos', 'pro', 'pra', 'pros', 'pras', 'para', 'p',
  'pelo', 'pela', 'com', 'c', 'e', 'ou', 'hj', 'hoje', 'ontem', 'agora', 'so', 'só', 'mais', 'q', 'que', 'por', 'cada', 'tudo', 'total',
  'mil', 'milhão', 'milhões', 'numa', 'num', 'la', 'lá', 'ai', 'aí', 'nesse', 'neste', 'nessa', 'nesta', 'esse', 'essa', 'este', 'esta',
  'ja', 'já', 'tb', 'tbm', 'também', 'semana', 'mes', 'mês', 'manha', 'manhã', 'tarde', 'noite', 'cedo', 'certinho', 'redondo',
  'via', 'pix', 'cartao', 'cartão', 'debito', 'débito', 'credito', 'crédito', 'dinheiro', 'especie', 'espécie', 'vista', 'avista',
  'reais', 'real', 'conto', 'contos', 'pila', 'pilas', 'mango', 'paus', 'k', 'kkk', 'kkkk', 'rs', 'obg',
] as const;

/** Number words, read as amounts ('cem reais', 'mil e quinhentos', 'dois mil'); 'um'/'uma' alone are articles, not numbers. */
export const numberWords: Readonly<Record<string, number>> = {
  um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12,
  treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18, dezenove: 19, vinte: 20, trinta: 30,
  quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100, duzentos: 200,
  duzentas: 200, trezentos: 300, trezentas: 300, quatrocentos: 400, quatrocentas: 400, quinhentos: 500, quinhentas: 500,
  seiscentos: 600, seiscentas: 600, setecentos: 700, setecentas: 700, oitocentos: 800, oitocentas: 800, novecentos: 900,
  novecentas: 900,
};
