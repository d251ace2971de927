/**
 * Fresh held-out notes for the demo chat.
 *
 * Written 2026-12-02 by a helper that never read the demo's rules, lexicon, docs or corpora.
 * Scored only; never read or tuned on.
 */
import type { NoteCase } from '../types';

export const freshOne: NoteCase[] = [
  // everyday spending: food
  ['paguei 34,90 no acai da esquina', [['spending', 3_490, 'Alimentação']]],
  ['almoço no self service 27,50', [['spending', 2_750, 'Alimentação']]],
  ['mercado hj deu 312,47', [['spending', 31_247, 'Alimentação']]],
  ['padaria 8 reais pão e leite', [['spending', 800, 'Alimentação']]],
  ['ifood 52,80 😋', [['spending', 5_280, 'Alimentação']]],
  // transport
  ['gasolina 200 no posto shell', [['spending', 20_000, 'Transporte']]],
  ['uber pro trabalho 18,75', [['spending', 1_875, 'Transporte']]],
  ['recarreguei o bilhete unico com 50', [['spending', 5_000, 'Transporte']]],
  ['estacionamento do shopping 15 conto', [['spending', 1_500, 'Transporte']]],
  ['pedagio 12,40 na dutra', [['spending', 1_240, 'Transporte']]],
  ['troca de oleo do carro 189', [['spending', 18_900, 'Transporte']]],
  // housing
  ['aluguel 1.450 pago ✅', [['spending', 145_000, 'Moradia']]],
  ['condominio 620,00', [['spending', 62_000, 'Moradia']]],
  ['conta de luz veio 187,34 paguei hj', [['spending', 18_734, 'Moradia']]],
  ['paguei a net 99,90 da internet de casa', [['spending', 9_990, 'Moradia']]],
  ['botijao de gas 125', [['spending', 12_500, 'Moradia']]],
  ['encanador veio consertar o vazamento da pia, 180', [['spending', 18_000, 'Moradia']]],
  ['comprei um sofá novo pra sala 2.300 😍', [['spending', 230_000, 'Moradia']]],
  // others
  ['farmacia 43,20 remedio de pressao', [['spending', 4_320, 'Outros']]],
  ['consulta no dentista 250', [['spending', 25_000, 'Outros']]],
  ['racao do dog 149,90', [['spending', 14_990, 'Outros']]],
  ['cinema com a mina 64', [['spending', 6_400, 'Outros']]],
  ['netflix 55,90', [['spending', 5_590, 'Outros']]],
  ['tênis novo na centauro 379', [['spending', 37_900, 'Outros']]],
  ['mensalidade do curso de ingles 420', [['spending', 42_000, 'Outros']]],
  ['presente de aniversario da minha mae 150', [['spending', 15_000, 'Outros']]],
  // someone charging the visitor
  ['academia me cobrou 119,90 no cartao', [['spending', 11_990, 'Outros']]],
  ['o banco me cobrou uma tarifa de 32,50 🙄', [['spending', 3_250, 'Outros']]],
  ['a claro debitou 69,99 do plano do celular', [['spending', 6_999, 'Outros']]],
  // income of many kinds
  ['caiu o salario 4.850 🙏', [['income', 485_000, 'Salário']]],
  ['recebi 800 de um freela de design', [['income', 80_000, 'Salário']]],
  ['vendi minha bike usada por 650', [['income', 65_000, 'Salário']]],
  ['o cliente me pagou 1.200 pelo site', [['income', 120_000, 'Salário']]],
  [
    'foi depositado 350 na minha conta, reembolso da empresa',
    [['income', 35_000, 'Salário']],
    "passive voice: money put into the visitor's account",
  ],
  ['cashback de 12,30 do cartao', [['income', 1_230, 'Salário']]],
  ['meu irmao me mandou um pix de 200', [['income', 20_000, 'Salário']]],
  ['rendimento da poupança 23,18', [['income', 2_318, 'Salário']]],
  ['fui pago 2k pelo trampo de fim de semana', [['income', 200_000, 'Salário']], 'passive voice; 2k = 2000'],
  ['ganhei 90 de gorjeta hj', [['income', 9_000, 'Salário']]],
  ['restituicao do IR caiu 1.137,62', [['income', 113_762, 'Salário']]],
  // amounts in words (voice typing)
  ['Paguei vinte e dois e cinquenta no pastel com caldo de cana', [['spending', 2_250, 'Alimentação']]],
  ['uber deu treze reais e quarenta centavos', [['spending', 1_340, 'Transporte']]],
  ['recebi mil quinhentos e trinta de comissão', [['income', 153_000, 'Salário']]],
  ['farmácia cento e doze e noventa', [['spending', 11_290, 'Outros']]],
  ['gastei quarenta e cinco reais e noventa centavos de pizza', [['spending', 4_590, 'Alimentação']]],
  // a main clause with a "que" clause inside
  [
    'o conserto da geladeira que quebrou semana passada saiu 380',
    [['spending', 38_000, 'Moradia']],
    'repair of a home appliance: home repairs',
  ],
  ['paguei o mecanico que arrumou o freio 450', [['spending', 45_000, 'Transporte']]],
  ['a camiseta que eu comprei na shein custou 79,90', [['spending', 7_990, 'Outros']]],
  // numbers that name things beside the amount
  ['peguei o 875 ate o centro, passagem 4,40', [['spending', 440, 'Transporte']], '875 is the bus line'],
  ['jantar no dia 15 no bistrô, mesa 12, deu 138', [['spending', 13_800, 'Alimentação']], '15 is a date, 12 a table'],
  ['estacionei no g2 vaga 147 paguei 22', [['spending', 2_200, 'Transporte']], 'g2 and 147 name the parking spot'],
  ['desconto de 10% na farmacia, paguei 67,50', [['spending', 6_750, 'Outros']], '10% is a percentage, not money'],
  [
    'onibus de viagem pra bh plataforma 9 saida 22h, passagem 148',
    [['spending', 14_800, 'Transporte']],
    'platform 9 and 22h are not money; a bus fare',
  ],
  // a plain number before a plural word
  ['comprei 6 latinhas de guaraná 21', [['spending', 2_100, 'Alimentação']], '6 is the count; 21 is what was paid'],
  ['levei 2 camisas pra costureira ajustar, 40', [['spending', 4_000, 'Outros']], '2 is the count of shirts'],
  // the household paying
  ['minha esposa pagou a conta de agua 96,40', [['spending', 9_640, 'Moradia']]],
  ['a gente pagou 210 no rodizio de sushi', [['spending', 21_000, 'Alimentação']]],
  ['meu marido abasteceu 150', [['spending', 15_000, 'Transporte']]],
  // unfamiliar shop names and slang
  ['torrei 60 conto no Bar do Zezinho 🍺', [['spending', 6_000, 'Alimentação']]],
  ['rolou um dogão no Lanches Tio Bigode 18', [['spending', 1_800, 'Alimentação']]],
  ['Pet Shop Au Au Feliz banho e tosa 85', [['spending', 8_500, 'Outros']]],
  // a stated share, an instalment, a quantity times a unit price
  [
    'racha da conta do churras, minha parte 45',
    [['spending', 4_500, 'Alimentação']],
    'the visitor states their own share; not divided again',
  ],
  ['celular novo em 12x de 149,90', [['spending', 14_990, 'Outros']], 'one instalment'],
  ['comprei 3 kg de picanha a 69,90 o kg', [['spending', 20_970, 'Alimentação']], '3 x 69,90 = 209,70'],
];

export const freshSeveral: NoteCase[] = [
  // several entries
  [
    'mercado 230 e gasolina 150',
    [
      ['spending', 23_000, 'Alimentação'],
      ['spending', 15_000, 'Transporte'],
    ],
  ],
  [
    'uber 23,90, almoço 32, cafezinho 6',
    [
      ['spending', 2_390, 'Transporte'],
      ['spending', 3_200, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'aluguel 1.800; condominio 540; luz 210',
    [
      ['spending', 180_000, 'Moradia'],
      ['spending', 54_000, 'Moradia'],
      ['spending', 21_000, 'Moradia'],
    ],
  ],
  [
    'recebi 3.200 de salario e paguei 1.100 de aluguel',
    [
      ['income', 320_000, 'Salário'],
      ['spending', 110_000, 'Moradia'],
    ],
  ],
  [
    'farmacia 58 + padaria 14,50',
    [
      ['spending', 5_800, 'Outros'],
      ['spending', 1_450, 'Alimentação'],
    ],
  ],
  [
    'netflix 44,90 / spotify 21,90 / academia 99',
    [
      ['spending', 4_490, 'Outros'],
      ['spending', 2_190, 'Outros'],
      ['spending', 9_900, 'Outros'],
    ],
  ],
  [
    'almocei por 28 e depois paguei 9 de estacionamento',
    [
      ['spending', 2_800, 'Alimentação'],
      ['spending', 900, 'Transporte'],
    ],
  ],
  [
    'ganhei 150 de um freela e gastei 40 no bar',
    [
      ['income', 15_000, 'Salário'],
      ['spending', 4_000, 'Alimentação'],
    ],
  ],
  [
    'pix do joao 75 pela janta de ontem, mais 30 da marina',
    [
      ['income', 7_500, 'Salário'],
      ['income', 3_000, 'Salário'],
    ],
    'friends paying the visitor back: two incomes',
  ],
  [
    'feira 67\nacougue 112,80\nhortifruti 38,40\nbotijao 120',
    [
      ['spending', 6_700, 'Alimentação'],
      ['spending', 11_280, 'Alimentação'],
      ['spending', 3_840, 'Alimentação'],
      ['spending', 12_000, 'Moradia'],
    ],
  ],
  [
    'paguei a internet 119,90 e tb a agua 88',
    [
      ['spending', 11_990, 'Moradia'],
      ['spending', 8_800, 'Moradia'],
    ],
  ],
  [
    'vendi uns livros por 90 e comprei um tenis de 260',
    [
      ['income', 9_000, 'Salário'],
      ['spending', 26_000, 'Outros'],
    ],
  ],
  [
    '50 de gasolina, 12 de pedagio e 25 de estacionamento',
    [
      ['spending', 5_000, 'Transporte'],
      ['spending', 1_200, 'Transporte'],
      ['spending', 2_500, 'Transporte'],
    ],
  ],
  [
    'dentista 300 mais remedio 47,80',
    [
      ['spending', 30_000, 'Outros'],
      ['spending', 4_780, 'Outros'],
    ],
  ],
  [
    'caiu o vale 600 🙌 ja fui no mercado e gastei 280',
    [
      ['income', 60_000, 'Salário'],
      ['spending', 28_000, 'Alimentação'],
    ],
  ],
  [
    'ração 89,90 e areia do gato 34',
    [
      ['spending', 8_990, 'Outros'],
      ['spending', 3_400, 'Outros'],
    ],
  ],
  [
    'cortei o cabelo 45, depois lanche 19,90',
    [
      ['spending', 4_500, 'Outros'],
      ['spending', 1_990, 'Alimentação'],
    ],
  ],
  [
    'metro 5,40 de manha e onibus 4,80 a noite',
    [
      ['spending', 540, 'Transporte'],
      ['spending', 480, 'Transporte'],
    ],
  ],
  [
    'recebi 1.500 do cliente\npaguei 320 de luz\n90 do plano do cel',
    [
      ['income', 150_000, 'Salário'],
      ['spending', 32_000, 'Moradia'],
      ['spending', 9_000, 'Outros'],
    ],
  ],
  [
    'cerveja 32, carne 140 e pao de alho 18 pro churras',
    [
      ['spending', 3_200, 'Alimentação'],
      ['spending', 14_000, 'Alimentação'],
      ['spending', 1_800, 'Alimentação'],
    ],
  ],
  [
    'cashback 8,50 e juros da poupanca 15,20',
    [
      ['income', 850, 'Salário'],
      ['income', 1_520, 'Salário'],
    ],
  ],
  [
    'pedreiro 600 pra rebocar a parede e tinta 180',
    [
      ['spending', 60_000, 'Moradia'],
      ['spending', 18_000, 'Moradia'],
    ],
    'paint for the wall being repaired: home repairs',
  ],
  [
    'gastei 70 no cinema e 45 de pipoca e refri',
    [
      ['spending', 7_000, 'Outros'],
      ['spending', 4_500, 'Alimentação'],
    ],
    'popcorn and soda is one snack amount',
  ],
  [
    'entrou salario 5.200 e freela 700, saiu aluguel 1.600 e mercado 450',
    [
      ['income', 520_000, 'Salário'],
      ['income', 70_000, 'Salário'],
      ['spending', 160_000, 'Moradia'],
      ['spending', 45_000, 'Alimentação'],
    ],
  ],
  [
    '2 coxinhas e um suco 19 e o onibus 4,40 tambem',
    [
      ['spending', 1_900, 'Alimentação'],
      ['spending', 440, 'Transporte'],
    ],
    '2 is a count; 19 covers the snack',
  ],
  // lists that are one entry
  ['arroz, feijao, oleo e cafe, deu 47,80', [['spending', 4_780, 'Alimentação']], 'stated total over a list'],
  ['comprei 4 cadeiras pra cozinha a 150 cada', [['spending', 60_000, 'Moradia']], '4 x 150 = 600'],
  ['jantar deu 240 dividido por 4', [['spending', 6_000, 'Alimentação']], "the visitor's share: 240 / 4"],
  ['pizza 96 rachamos em 3 🍕', [['spending', 3_200, 'Alimentação']], "the visitor's share: 96 / 3"],
  ['notebook em 10x de 389', [['spending', 38_900, 'Outros']], 'one instalment'],
  ['shampoo, condicionador e desodorante tudo por 62,30', [['spending', 6_230, 'Outros']], 'stated total over a list'],
  ['5 passagens de onibus a 4,40', [['spending', 2_200, 'Transporte']], '5 x 4,40 = 22,00'],
];

export const freshNone: NoteCase[] = [
  ['quanto eu gastei com uber esse mes? acho q passou de 300', []],
  ['lembrar de pagar a luz dia 10, 230', [], 'a reminder: not paid yet'],
  ['bom dia! 😊', []],
  ['oi, tudo bem? como funciona isso?', []],
  ['tenho q pagar o condominio amanha, 650', [], 'still to pay'],
  ['gastei mais de 2k em comida em março?', [], 'a question about past spending'],
  ['vence sexta o boleto do cartao de 1.340, nao esquecer', [], 'a bill still to pay'],
  ['qual foi meu maior gasto em 2025?', []],
];
