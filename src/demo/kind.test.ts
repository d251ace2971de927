import { describe, expect, it } from 'vitest';

import { incomeEvents, incomeSources } from '@content/demoLexicon/income';
import { spendingVerbs } from '@content/demoLexicon/verbs';

import { readMessage } from './rules';
import { normalize } from './words';

/** Every way a word may be typed: as written, without accents, upper case, capitalised. */
function spellings(keyword: string): string[] {
  const plain = normalize(keyword);
  return [...new Set([keyword, plain, keyword.toUpperCase(), plain.toUpperCase(), keyword.charAt(0).toUpperCase() + keyword.slice(1)])];
}

const isIncome = (text: string) => readMessage(text)?.kind === 'income';

describe('isIncome', () => {
  it.each([...incomeEvents, ...incomeSources].flatMap((keyword) => spellings(keyword)))('%j is income', (typed) => {
    expect(isIncome(`${typed} 1000`)).toBe(true);
  });

  it.each(['gastei 30 no uber', 'mercado 120', 'aluguel 1200', 'paguei a conta', '', 'receita', 'ganhar na mega', 'salarial'])(
    '%j is spending',
    (text) => {
      expect(isIncome(text)).toBe(false);
    },
  );

  it.each(spendingVerbs.flatMap((verb) => spellings(verb)))('the spending verb %j makes "recebi" a spending', (verb) => {
    expect(isIncome(`recebi e ${verb} 50`)).toBe(false);
    expect(isIncome(`${verb} o salário`)).toBe(false);
  });

  it('reads a third-person "pagou" as no spending verb: the client paid me', () => {
    expect(isIncome('recebi 300, o cliente pagou')).toBe(true);
  });
});

describe('readKind by meaning', () => {
  const kindOf = (text: string) => readMessage(text)?.kind;

  it.each([
    'freela 800',
    'entrou 1.200 de pix',
    'décimo terceiro caiu 1.750,40',
    'meu pai me mandou 200 no pix',
    'caiu a PLR 4.000',
    'o cliente me pagou 350',
    'estornaram 89,90 do cartão',
    'cashback 12,30',
    'restituição do IR 1.234',
    'adiantamento 1.200',
    'vendi o celular por 900',
    'salrio 2.000',
    // A meal allowance paid with the salary.
    'vale refeição 550',
    'vale-alimentação 640',
  ])('%j is income', (text) => {
    expect(kindOf(text)).toBe('income');
  });

  it.each([
    // …and beside a food it pays, it only says which money paid.
    'almoço 32 pago com o vale refeição',
    'recebi a conta de luz, 210 reais',
    'chegou o boleto do condomínio 650',
    'recebi a fatura 1.300',
    'transferi 200 pro meu irmão',
    'gastei o salário no aluguel 1500',
    'paguei a academia com o que ganhei 99',
    'caiu o preço da gasolina e abasteci 200',
    'padaria 12,50',
  ])('%j is spending', (text) => {
    expect(kindOf(text)).toBe('spending');
  });

  it.each([
    'combustível 45 e 10 de gorjeta',
    'gorjeta do garçom no restaurante 15',
    'bônus 200 no mercado',
    'comissão do corretor do apê 3.000',
  ])('%j is spending: a source that is income only by meaning loses to a spending category', (text) => {
    expect(kindOf(text)).toBe('spending');
  });

  it.each([
    'ganhei 80 de gorjeta no bar',
    'caiu o bônus do mercado 500',
    'recebi 45 de gorjeta no uber',
    'salário 3.000 no aluguel',
    'ganho do uber 250',
    'aluguel recebido 1.200',
    'gorjeta 99',
    'fiz um bico de pedreiro 250',
    'restituição do imposto de renda 900',
  ])('%j is income: an income event, a spec word, or a category word inside the source or the amount', (text) => {
    expect(kindOf(text)).toBe('income');
  });

  // Issue 55: who pays whom, from the verb, its person and the pronoun, and nouns of money that came in.
  it.each([
    'desapeguei do sofá, 450 no pix',
    'vendido o videogame 1.100',
    'a farmácia devolveu 32',
    'a operadora ressarciu 60',
    'estorno do mercado 87,50',
    'reembolso do uber 19',
    'cashback 12 no ifood',
    'o inquilino acertou o aluguel 1.300',
    'meu irmão me transferiu o do almoço 40',
    'a empresa depositou o vale transporte 220',
    'minha tia mandou 150 de presente pra mim',
    'rendimento da poupança no mês 37',
    'dividendos do fundo 54,20',
    '300 na minha conta do freela',
    'valor devolvido da passagem 410',
    'os clientes pagaram 2.300 da reforma',
  ])('%j is income: money came to the person', (text) => {
    expect(kindOf(text)).toBe('income');
  });

  it.each([
    'acertei o aluguel 1.300',
    'quitei a fatura 890',
    'devolvi 50 pro joão',
    'pixei 35 pra diarista',
    'repassei 400 pra minha mãe',
    'a escola mandou o boleto 780',
    // Out of a place of mine, not into it.
    'saíram 89 da minha conta',
    'tiraram 35 do meu pix',
  ])('%j is spending: the person handed the money over, a bill arrived, or money left the account', (text) => {
    expect(kindOf(text)).toBe('spending');
  });

  it.each([
    ['dízimo do salário 300', 'Outros'],
    ['5% do salário pra ong 150', 'Outros'],
    ['aluguel com o 13º 1.400', 'Moradia'],
    ['metade do bônus no mercado 600', 'Alimentação'],
    ['parte da comissão na gasolina 200', 'Transporte'],
    ['com o dinheiro do freela, farmácia 80', 'Outros'],
  ])('%j is spending: its income word only says which money paid (%s)', (text, category) => {
    expect(readMessage(text)).toMatchObject({ kind: 'spending', category });
  });

  it.each([
    'adiantamento do salário 1.600',
    'segunda parcela do 13º 1.100',
    'bônus de fim de ano 2.000',
    'salário do mês 3.200',
    'comissão de vendas 900',
  ])('%j is income: an income word after another, or after nothing, qualifies nothing', (text) => {
    expect(kindOf(text)).toBe('income');
  });

  it.each([
    ['quanto gastei em 2024?', 'question'],
    ['quanto eu gastei esse mês', 'question'],
    ['qual meu saldo?', 'question'],
    ['tá caro o mercado né?', 'question'],
    ['e o mercado? ', 'question'],
    ['me lembra de pagar o aluguel dia 10', 'reminder'],
    ['lembrar de pagar 230 de luz', 'reminder'],
    ['vou pagar o IPVA amanhã', 'reminder'],
    // A question's first word typed short; money owed or planned, not paid yet.
    ['qnt paguei de luz?', 'question'],
    ['tô devendo 80 pra minha irmã', 'reminder'],
    ['quero guardar 300 por mês', 'reminder'],
    // A greeting before a question or a reminder; a payment to come ('pago sexta').
    ['boa noite, quanto já gastei esse mês?', 'question'],
    ['oi! me lembra de pagar o gás', 'reminder'],
    ['te pago amanhã os 40 do lanche', 'reminder'],
    ['devo 90 pro Caio, acerto segunda', 'reminder'],
    ['oi', 'greeting'],
    ['Bom dia!', 'greeting'],
    ['valeu 👍', 'greeting'],
    ['oi kkk', 'greeting'],
    ['kkkk', 'greeting'],
    ['bom dia hahaha', 'greeting'],
    ['valeu rsrs', 'greeting'],
    ['obrigado hehe', 'greeting'],
    ['tá caro o mercado né?!!', 'question'],
    ['tá caro o mercado né? kkk', 'question'],
    ['tá caro o mercado né? 😅 rs', 'question'],
    ['tá caro o mercado né?kkkk', 'question'],
  ])('%j is not a transaction (%s)', (text, reason) => {
    expect(readMessage(text)).toEqual({ kind: 'none', reason, cents: null, category: null });
  });

  // What records nothing (issue 61's third and fourth blind dev sets): a wish, money owed to me or promised, a quote, a plan
  // with any verb, income to come, nothing spent, how much said with no number, a command to the assistant.
  it.each([
    ['queria uma caixinha de som de 250', 'reminder'],
    ['quero muito uma cafeteira nova, tá 450', 'reminder'],
    ['a Bia me deve 65 do cinema', 'reminder'],
    ['meus primos me devem 120 do churrasco', 'reminder'],
    ['a Lu ficou de me transferir 70 amanhã', 'reminder'],
    ['o chefe prometeu pagar o bônus de 500', 'reminder'],
    ['cotação do seguro do carro veio 2.300', 'reminder'],
    ['tenho q consertar a geladeira', 'reminder'],
    ['vamos viajar em julho, uns 3 mil', 'reminder'],
    ['preciso me inscrever na academia', 'reminder'],
    ['preciso ir ao banco amanhã', 'reminder'],
    ['to de olho num fone de 200', 'reminder'],
    ['sonhando com um ps5 de 4 mil', 'reminder'],
    ['o Zé vai me pagar 100 sexta', 'reminder'],
    ['o salário cai dia 5', 'reminder'],
    ['o vale entra sexta, 600', 'reminder'],
    ['nenhum gasto hoje 🙌', 'remark'],
    ['hoje foi zero gasto', 'remark'],
    ['sem gastos hoje', 'remark'],
    ['hoje nada de gastos', 'remark'],
    ['queria saber quanto gastei no mês', 'question'],
    ['quero ver meus gastos', 'question'],
    ['vou pôr 50 de gasolina mais tarde', 'reminder'],
    ['amanhã cai o 13º', 'reminder'],
    ['dia 5 entra a pensão', 'reminder'],
    ['🙏 sábado recebo 200 do bico', 'reminder'],
    ['nao paguei nada no estacionamento', 'remark'],
    ['ontem não houve gasto nenhum', 'remark'],
    ['o Rui ainda não me pagou os 40', 'remark'],
    ['nunca paguei 10 num café', 'remark'],
    ['gastei horrores no shopping', 'remark'],
    ['gastei uma fortuna no fim de semana', 'remark'],
    ['paguei pouco no almoço hoje', 'remark'],
    ['tô no vermelho de novo', 'remark'],
    ['apague esse lançamento', 'remark'],
    ['exclui o gasto do mercado', 'remark'],
    ['corrige pra 45', 'remark'],
    // Chat talk: a question asked inside a note with no amount, thanks, a correction, a plan said as thinking.
    ['boa tarde, vi vcs no insta. vocês salvam o que eu paguei? e os dados', 'question'],
    ['oi! quanto custa o plano? eu só anoto o que comprei', 'question'],
    ['minha cunhada usa o app, como eu cadastro? só mando o que gastei', 'question'],
    ['brigado, tmj demais', 'greeting'],
    ['valeu, tá me salvando', 'greeting'],
    ['escrevi errado, a farmácia foi 63,20 e não 36,20', 'remark'],
    ['correção: o uber deu 27', 'remark'],
    ['tô pensando em assinar o spotify', 'reminder'],
    ['penso em reformar a cozinha ano que vem', 'reminder'],
  ])('%j records nothing (%s)', (text, reason) => {
    expect(readMessage(text)).toEqual({ kind: 'none', reason, cents: null, category: null });
  });

  // Which way the money went: a payment stated after a reminder's start and 'que', the bank's 'você', a thing given back, money
  // made or found with no income verb, a shift paid.
  it.each([
    ['lembra que paguei 210 do condomínio', 'spending', 21_000, 'Moradia'],
    ['me lembra q transferi 200 pra minha mãe', 'spending', 20_000, 'Outros'],
    ['Você enviou um Pix de R$ 75,00 para ANA C RAMOS', 'spending', 7_500, 'Outros'],
    ['vc pagou R$ 32,50 em PADARIA PAO QUENTE', 'spending', 3_250, 'Alimentação'],
    ['Você recebeu uma transferência de R$ 1.100,00', 'income', 110_000, 'Salário'],
    ['devolvi a jaqueta, 230 de volta no cartão', 'income', 23_000, 'Salário'],
    ['devolvi o liquidificador e me estornaram 180', 'income', 18_000, 'Salário'],
    ['devolvi o dinheiro da vaquinha, 40', 'spending', 4_000, 'Outros'],
    ['devolvi os 25 que peguei emprestado', 'spending', 2_500, 'Outros'],
    ['fiz 340 nas entregas hoje', 'income', 34_000, 'Salário'],
    ['fiz 200 de hora extra', 'income', 20_000, 'Salário'],
    // …but a thing after a link is what the money paid for.
    ['fiz 450 de exames', 'spending', 45_000, 'Outros'],
    // Asking the assistant to record is no wish nor plan.
    ['quero registrar 45 de almoço', 'spending', 4_500, 'Alimentação'],
    ['vou lançar 120 de luz', 'spending', 12_000, 'Moradia'],
    ['achei R$ 10 no chão do ônibus', 'income', 1_000, 'Salário'],
    ['encontrei 100 na jaqueta velha', 'income', 10_000, 'Salário'],
    ['plantão noturno 800', 'income', 80_000, 'Salário'],
    ['fiz um pix de 60 pro encanador', 'spending', 6_000, 'Moradia'],
    // A plan beside a verb of money that moved says what the money is for: it came in.
    ['recebi 400 vou guardar tudo', 'income', 40_000, 'Salário'],
    ['a vizinha me pagou 150 q vou usar na feira', 'income', 15_000, 'Salário'],
    // A transfer from a person came to me; one to a person went to them.
    ['ted de 700 do meu padrinho', 'income', 70_000, 'Salário'],
    ['pix do vizinho 35', 'income', 3_500, 'Salário'],
    ['pix de 90 pra minha sogra', 'spending', 9_000, 'Outros'],
    ['mandei pix de 60 da minha conta pro meu tio', 'spending', 6_000, 'Outros'],
    // A client named with no verb and no category paid me for a service; beside a category's word the client is company.
    ['freguesa de sempre fez progressiva, 180', 'income', 18_000, 'Salário'],
    ['atendemos 6 clientes no sábado, 540', 'income', 54_000, 'Salário'],
    ['jantar com cliente 95', 'spending', 9_500, 'Alimentação'],
  ])('%j is %s of %i in %s', (text, kind, cents, category) => {
    expect(readMessage(text)).toMatchObject({ kind, cents, category });
  });

  it.each([
    'gastei 30 no uber, tá caro né?',
    'oi, gastei 30 no uber',
    'bom dia 30',
    '👍',
    '.',
    'oi kkk 30',
    'k',
    'ok ha',
    'mercado? kkk mercado',
    'uber 30 kkk',
    'e o mercado? hahah uber',
  ])('%j is still a transaction', (text) => {
    expect(kindOf(text)).toBe('spending');
  });
});
