/**
 * How questions, reminders and greetings start, and money not paid yet: notes that record nothing.
 * Part of the demo chat's lexicon (content/demoLexicon/categories.ts says how entries are read); grammar, not categories.
 */
/**
 * Money not paid yet, said anywhere in a note ('faltam 3 boletos pra pagar', 'tenho 2 faturas em aberto',
 * 'amanhã tenho que pagar o IPVA'): with no verb of money paid or received, the note is a reminder.
 * 'q' is read as 'que'.
 */
export const pendingPhrases = [
  'falta pagar',
  'faltam',
  'falta',
  'pra pagar',
  'para pagar',
  'a pagar',
  'em aberto',
  'tenho que pagar',
  'tenho de pagar',
  'preciso pagar',
  'vou pagar',
  'vence',
  'vencem',
  'vai vencer',
  'vou receber',
  'vai cair',
  // Money owed ('devo 200 pro João', 'tô devendo 150 no cartão'), and money planned ('preciso comprar gás, uns 120',
  // 'quero economizar 500', 'minha meta é gastar 2 mil'): not paid yet either.
  'devo',
  'devendo',
  'preciso comprar',
  'tenho que comprar',
  'quero economizar',
  'quero guardar',
  'quero gastar',
  'minha meta',
  // A wish, whatever it costs ('queria uma caixinha de som de 250'); money owed to me ('a Bia me deve 65'); a quote
  // ('cotação do seguro veio 2.300'): nothing paid either.
  'queria',
  'quero',
  'queremos',
  'querendo',
  'de olho',
  'sonhando',
  'me deve',
  'me devem',
  'orçamento',
  'cotação',
] as const;

/**
 * A plan with any verb: one of these, then an infinitive ('tenho q consertar a geladeira', 'preciso trocar o pneu', 'a Ju ficou de me
 * pagar os 200'), with a pronoun between or none. With no verb of money paid or received, the note is a reminder.
 */
export const plans = {
  before: [
    'tenho que',
    'tenho de',
    'preciso',
    'precisamos',
    'vou',
    'vamos',
    'vai',
    'vão',
    'pretendo',
    'ficou de',
    'ficaram de',
    'fiquei de',
    'combinou de',
    'combinamos de',
    'prometeu',
    // A plan said as thinking ('tô pensando em trocar de celular').
    'pensando em',
    'pensei em',
    'penso em',
  ],
  pronouns: ['me', 'te', 'lhe', 'nos', 'se'],
  /** How an infinitive ends ('abastecer', 'pensar', 'pôr'). */
  infinitiveEndings: ['ar', 'er', 'ir', 'or'],
} as const;

/** Asking the assistant to record ('quero registrar 45 de almoço', 'vou anotar 30 do uber'): no wish nor plan of its own. */
export const recordVerbs = ['registrar', 'anotar', 'lançar', 'adicionar', 'incluir', 'cadastrar', 'salvar'] as const;

/**
 * How much said with no number, right after a verb of money ('gastei demais', 'gastei uma fortuna'), and being out of
 * money said anywhere ('tô no vermelho'): in a note with no amount, a remark; nothing is recorded.
 */
export const remarks = {
  vague: ['nada', 'nenhum', 'nenhuma', 'muito', 'muita', 'demais', 'pouco', 'pouquinho', 'bastante', 'horrores', 'fortuna'],
  broke: [
    'sem dinheiro',
    'sem grana',
    'sem um real',
    'sem um centavo',
    'no vermelho',
    'zerado',
    'zerada',
    // Broke as it is said ('tô liso até sexta', 'to dura'): after the verb, so 'cabelo liso' stays a thing.
    'tô liso',
    'tô lisa',
    'to liso',
    'to lisa',
    'tô duro',
    'tô dura',
    'to duro',
    'to dura',
  ],
} as const;

/**
 * A verb of money negated, or a spending said as none: the money did not move ('o Rui ainda não me pagou', 'ontem não houve
 * gasto', 'zero gasto'). `between` may stand
 * between the negation and the verb, besides the adverbs of verbs.ts.
 */
export const negations = {
  words: ['não', 'nunca', 'nem', 'ñ', 'nenhum', 'nenhuma', 'zero', 'sem', 'nada'],
  between: ['me', 'te', 'lhe', 'teve', 'tive', 'houve', 'rolou', 'fiz', 'de'],
} as const;

/**
 * A correction of an earlier note ('ops, digitei errado, foi 89 e não 98'): with no verb of money, the note says again what was
 * recorded, so nothing new is.
 */
export const corrections = ['errei', 'me enganei', 'digitei errado', 'escrevi errado', 'corrigindo', 'correção'] as const;

/** A command to the assistant ('apague esse lançamento', 'desfaz isso'): the demo keeps no such list, so nothing is recorded. */
export const commandStarts = [
  'apaga',
  'apague',
  'apagar',
  'exclui',
  'exclua',
  'excluir',
  'deleta',
  'deletar',
  'remove',
  'remova',
  'cancela',
  'cancele',
  'desfaz',
  'desfaça',
  'desfazer',
  'corrige',
  'corrija',
  'edita',
  'edite',
] as const;

/**
 * A payment said as one to come: a verb in the present that opens its clause, then when ('devo 200 pro Rafa, pago sábado',
 * 'te transfiro amanhã'), or when, then the verb ('amanhã cai o 13º', 'sexta recebo 300'): not paid yet, as
 * pendingPhrases, whatever money it names. 'aluguel pago sexta' (the participle after a noun) is paid.
 */
export const laterPayments = {
  verbs: ['pago', 'pagamos', 'acerto', 'transfiro', 'deposito', 'devolvo', 'mando', 'passo', 'recebo', 'recebemos'],
  /** Money arriving by itself, before or after when, its subject before it or none ('o salário cai dia 5', 'o vale entra sexta'). */
  arriving: ['cai', 'caem', 'entra', 'entram', 'pinga'],
  /** What may stand before the verb in its clause ('eu pago', 'te pago'), besides nothing or a join. */
  before: ['eu', 'te', 'lhe', 'a gente'],
  when: [
    'amanhã',
    'depois',
    'mais tarde',
    'segunda',
    'terça',
    'quarta',
    'quinta',
    'sexta',
    'sábado',
    'domingo',
    'semana que vem',
    'mês que vem',
    'na próxima',
    'no fim do mês',
    'no dia',
    'dia',
  ],
} as const;

/**
 * Not a transaction: a question or a reminder gets a short reply and nothing is recorded. A message
 * is a question when it starts with one of `questionStarts` or ends with '?' and holds no
 * first-person spending verb; a reminder or a plan when it starts with one of `reminderStarts`;
 * a greeting when it holds no number and nothing but `greetingWords`.
 */
export const questionStarts = [
  'quanto',
  'quantos',
  'quanta',
  'quantas',
  'qual',
  'quais',
  'como',
  'quando',
  'onde',
  'cadê',
  'cade',
  'o que',
  'oq',
  'por que',
  'porque',
  'pq',
  'será',
  'sera',
  'queria saber',
  'quero saber',
  'queria ver',
  'quero ver',
  'gostaria de saber',
  'me mostra',
  'mostra',
  'mostre',
  'me diz',
  'me fala',
  // Asking the assistant to tell, the 'você' said or not ('vc consegue me dizer quanto…', 'sabe me falar quanto…').
  'consegue me dizer',
  'consegue me falar',
  'pode me dizer',
  'pode me falar',
  'sabe me dizer',
  'sabe me falar',
  'vc consegue me dizer',
  'vc consegue me falar',
  'vc pode me dizer',
  'vc pode me falar',
  'vc sabe me dizer',
  'vc sabe me falar',
  'você consegue me dizer',
  'você consegue me falar',
  'você pode me dizer',
  'você pode me falar',
  'você sabe me dizer',
  'você sabe me falar',
  'posso',
  'dá pra',
  'da pra',
  'tem como',
  'consigo',
  'meu saldo',
  'saldo',
  'resumo',
  'relatório',
] as const;

export const reminderStarts = [
  'lembrar',
  'lembra',
  'lembre',
  'me lembra',
  'me lembre',
  'lembrete',
  'não esquecer',
  'nao esquecer',
  'não esquece',
  'nao esquece',
  'não posso esquecer',
  'preciso pagar',
  'tenho que pagar',
  'tenho de pagar',
  'vou pagar',
  'vou gastar',
  'vou comprar',
  'vou receber',
  'vai cair',
  'agendar',
  'agenda',
  'anota pra',
  'amanhã pago',
  'amanha pago',
  'pagar amanhã',
  'pagar amanha',
] as const;

/** Thanks, opening a note with no amount and no verb of money ('valeu mesmo, tá ajudando demais'): talk, nothing to record. */
export const thanksWords = ['obrigado', 'obrigada', 'obg', 'brigado', 'brigada', 'valeu', 'vlw', 'tmj', 'gratidão'] as const;

export const greetingWords = [
  'oi',
  'oie',
  'olá',
  'ola',
  'eai',
  'e aí',
  'opa',
  'bom',
  'boa',
  'dia',
  'tarde',
  'noite',
  'tudo',
  'bem',
  'blz',
  'beleza',
  'obrigado',
  'obrigada',
  'obg',
  'valeu',
  'vlw',
  'tmj',
  'ok',
  'okay',
  'show',
  'top',
  'legal',
  'tchau',
  'teste',
  'testando',
  'hello',
  'hi',
  'e',
] as const;
