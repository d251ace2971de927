import type { NoteCase } from './types';

/**
 * The fifteenth blind dev set (issue 61): 80 notes written blind on 2 Dec 2026 by someone who read neither the rules nor
 * the corpora, as the fourteenth, written as people of the North and Northeast and older people write, with nothing but
 * the entry type and the product's conventions. Two rows a few edits from sealed notes or notes of ours are not here
 * (dropped unread).
 */
export const blind15: NoteCase[] = [
  [
    'vendi a bicicleta velha do menino por 250 e comprei uma cesta basica de 130',
    [
      ['income', 25000, 'Salário'],
      ['spending', 13000, 'Alimentação'],
    ],
  ],
  [
    'tomei 2 cafezinho a 3 e comi um bolo de macaxeira de 8',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 800, 'Alimentação'],
    ],
    'two coffees at 3 each are one entry of 6',
  ],
  [
    'Recebi a aposentadoria mil quatrocentos e doze e paguei noventa e oito do plano funerário',
    [
      ['income', 141200, 'Salário'],
      ['spending', 9800, 'Outros'],
    ],
  ],
  [
    'abasteci 150 e paguei 12 de pedagio e comi uma coxinha de 7 no posto',
    [
      ['spending', 15000, 'Transporte'],
      ['spending', 1200, 'Transporte'],
      ['spending', 700, 'Alimentação'],
    ],
  ],
  [
    'feira 42,50, farmácia 18,90, van 7',
    [
      ['spending', 4250, 'Alimentação'],
      ['spending', 1890, 'Outros'],
      ['spending', 700, 'Transporte'],
    ],
  ],
  [
    'hj: 30 de salgado pro lanche da firma, 45 de gasolina, 19,90 netflix',
    [
      ['spending', 3000, 'Alimentação'],
      ['spending', 4500, 'Transporte'],
      ['spending', 1990, 'Outros'],
    ],
  ],
  [
    'caiu 200 do freela, gastei 60 no ifood pra comemorar kkkk',
    [
      ['income', 20000, 'Salário'],
      ['spending', 6000, 'Alimentação'],
    ],
  ],
  [
    'Conta de luz R$ 231,17, agua R$ 78,40',
    [
      ['spending', 23117, 'Moradia'],
      ['spending', 7840, 'Moradia'],
    ],
  ],
  [
    "Égua, peixe 45, farinha d'água 18, jambu 6 lá no Ver-o-Peso 🐟",
    [
      ['spending', 4500, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
      ['spending', 600, 'Alimentação'],
    ],
  ],
  [
    'mensalidade do pilates 180, a unha 35, sobrancelha 25',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 3500, 'Outros'],
      ['spending', 2500, 'Outros'],
    ],
  ],
  [
    'Paguei hoje: luz 187,34; água 64,10; internet 99,90',
    [
      ['spending', 18734, 'Moradia'],
      ['spending', 6410, 'Moradia'],
      ['spending', 9990, 'Moradia'],
    ],
  ],
  [
    'almoço 27;uber 14,80',
    [
      ['spending', 2700, 'Alimentação'],
      ['spending', 1480, 'Transporte'],
    ],
  ],
  [
    'gasolina 200; troca de pneu 350; lanche 22',
    [
      ['spending', 20000, 'Transporte'],
      ['spending', 35000, 'Transporte'],
      ['spending', 2200, 'Alimentação'],
    ],
  ],
  [
    'vendi 4 cacho de banana a 25 cada; gastei 35 no almoço na feira',
    [
      ['income', 10000, 'Salário'],
      ['spending', 3500, 'Alimentação'],
    ],
    'four bunches at 25 each are one income of 100',
  ],
  [
    'Thor: ração 120; banho e tosa 60; vermífugo 28 🐶',
    [
      ['spending', 12000, 'Outros'],
      ['spending', 6000, 'Outros'],
      ['spending', 2800, 'Outros'],
    ],
  ],
  [
    'aluguel recebido da kitnet 700; condominio pago 320',
    [
      ['income', 70000, 'Salário'],
      ['spending', 32000, 'Moradia'],
    ],
  ],
  [
    'açaí 20 + tapioca 12 + uber 15,40 🙃',
    [
      ['spending', 2000, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 1540, 'Transporte'],
    ],
  ],
  [
    'Spotify 21,90 + Prime 19,90 + plano da Claro 54,99',
    [
      ['spending', 2190, 'Outros'],
      ['spending', 1990, 'Outros'],
      ['spending', 5499, 'Outros'],
    ],
  ],
  [
    'salário 2.300 + vale alimentação 600 🙏',
    [
      ['income', 230000, 'Salário'],
      ['income', 60000, 'Salário'],
    ],
    'a meal allowance received is income',
  ],
  [
    'mercado 89+padaria 12+gás 115',
    [
      ['spending', 8900, 'Alimentação'],
      ['spending', 1200, 'Alimentação'],
      ['spending', 11500, 'Moradia'],
    ],
  ],
  [
    'cerveja 48 + espetinho 30 la no bar do Zé',
    [
      ['spending', 4800, 'Alimentação'],
      ['spending', 3000, 'Alimentação'],
    ],
  ],
  [
    'gasolina 100 / lavagem 30 / estacionamento 8',
    [
      ['spending', 10000, 'Transporte'],
      ['spending', 3000, 'Transporte'],
      ['spending', 800, 'Transporte'],
    ],
  ],
  [
    'pão 8/ leite 6,50/ manteiga 14',
    [
      ['spending', 800, 'Alimentação'],
      ['spending', 650, 'Alimentação'],
      ['spending', 1400, 'Alimentação'],
    ],
  ],
  [
    'recebi 85 de cashback / paguei 140 na farmácia',
    [
      ['income', 8500, 'Salário'],
      ['spending', 14000, 'Outros'],
    ],
  ],
  [
    'IPVA 287,60 / multa 195,23 😤',
    [
      ['spending', 28760, 'Transporte'],
      ['spending', 19523, 'Transporte'],
    ],
  ],
  [
    'conserto do chuveiro 60 / resistencia nova 38',
    [
      ['spending', 6000, 'Moradia'],
      ['spending', 3800, 'Moradia'],
    ],
  ],
  [
    'pedágio 9,80/ estacionamento do shopping 15/ cinema 2 inteira 56',
    [
      ['spending', 980, 'Transporte'],
      ['spending', 1500, 'Transporte'],
      ['spending', 5600, 'Outros'],
    ],
    'two cinema tickets for 56 together are one entry',
  ],
  [
    'Bom dia. Paguei o condomínio 450 reais mais 120 do botijão de gás.',
    [
      ['spending', 45000, 'Moradia'],
      ['spending', 12000, 'Moradia'],
    ],
  ],
  [
    'gastei 60 no açougue mais 25 de verdura',
    [
      ['spending', 6000, 'Alimentação'],
      ['spending', 2500, 'Alimentação'],
    ],
  ],
  [
    'a consulta foi 250 mais 90 dos exame',
    [
      ['spending', 25000, 'Outros'],
      ['spending', 9000, 'Outros'],
    ],
  ],
  [
    'Dei 50 de dízimo mais 20 de oferta no culto de domingo',
    [
      ['spending', 5000, 'Outros'],
      ['spending', 2000, 'Outros'],
    ],
  ],
  [
    'almoço 32 mais a sobremesa 9 mais o uber 21',
    [
      ['spending', 3200, 'Alimentação'],
      ['spending', 900, 'Alimentação'],
      ['spending', 2100, 'Transporte'],
    ],
  ],
  [
    'botei 50 de gasolina na moto depois almocei na rodoviária, 32 conto',
    [
      ['spending', 5000, 'Transporte'],
      ['spending', 3200, 'Alimentação'],
    ],
  ],
  ['paguei a luz 143,50, a agua vou pagar depois q receber', [['spending', 14350, 'Moradia']], 'the water bill is not paid yet'],
  [
    'fui no dentista, 180 depois passei na farmacia e deixei 45 la',
    [
      ['spending', 18000, 'Outros'],
      ['spending', 4500, 'Outros'],
    ],
  ],
  [
    'ração do Pipoca 89,90. paguei tb a vacina dele, 120',
    [
      ['spending', 8990, 'Outros'],
      ['spending', 12000, 'Outros'],
    ],
  ],
  [
    'Paguei a escola das meninas 520. Também paguei o uniforme, 110.',
    [
      ['spending', 52000, 'Outros'],
      ['spending', 11000, 'Outros'],
    ],
  ],
  [
    'Recebi o aluguel da casa de baixo, 850. Também entrou 200 do bolo que fiz pra festa de uma cliente',
    [
      ['income', 85000, 'Salário'],
      ['income', 20000, 'Salário'],
    ],
  ],
  [
    'gastei 25 no sacolão e tbm 16 na padaria',
    [
      ['spending', 2500, 'Alimentação'],
      ['spending', 1600, 'Alimentação'],
    ],
  ],
  [
    'internet 100 tambem paguei o gas 118',
    [
      ['spending', 10000, 'Moradia'],
      ['spending', 11800, 'Moradia'],
    ],
  ],
  [
    'coloquei 80 no cartão do ônibus e também paguei 35 de uber qdo choveu',
    [
      ['spending', 8000, 'Transporte'],
      ['spending', 3500, 'Transporte'],
    ],
  ],
  [
    'mercado 156,78\npadaria 14\nfarmacia 43,20',
    [
      ['spending', 15678, 'Alimentação'],
      ['spending', 1400, 'Alimentação'],
      ['spending', 4320, 'Outros'],
    ],
  ],
  [
    'Anotações de hoje\n- Luz 176,00\n- Água 52,30\n- Pão 7,00\n- Remédio da pressão 23,90',
    [
      ['spending', 17600, 'Moradia'],
      ['spending', 5230, 'Moradia'],
      ['spending', 700, 'Alimentação'],
      ['spending', 2390, 'Outros'],
    ],
  ],
  [
    'Salário 3.150,00\nAluguel 900,00\nCondomínio 280,00\nMercado 612,45\nCombustível 300,00',
    [
      ['income', 315000, 'Salário'],
      ['spending', 90000, 'Moradia'],
      ['spending', 28000, 'Moradia'],
      ['spending', 61245, 'Alimentação'],
      ['spending', 30000, 'Transporte'],
    ],
  ],
  [
    'cuscuz 6\nqueijo coalho 18\nbolacha 7,50',
    [
      ['spending', 600, 'Alimentação'],
      ['spending', 1800, 'Alimentação'],
      ['spending', 750, 'Alimentação'],
    ],
  ],
  [
    'recebi 65 de pix do Junior q ele tava me devendo\ngastei 40 no x-tudo com a galera',
    [
      ['income', 6500, 'Salário'],
      ['spending', 4000, 'Alimentação'],
    ],
  ],
  ['comprei 4 pão, meia dúzia de ovo e 1 litro de leite, deu 19,50', [['spending', 1950, 'Alimentação']], 'stated total of the list'],
  ['3 marmitex a 18 cada pro almoço meu e dos menino da obra', [['spending', 5400, 'Alimentação']], 'quantity times unit price'],
  ['pizza com o pessoal do trabalho, 96 conto dividido em 4', [['spending', 2400, 'Alimentação']], 'my share of a split bill'],
  [
    'geladeira nova mil e duzentos em 10x no carnê da loja',
    [['spending', 12000, 'Moradia']],
    'one instalment; appliance filed as home furnishing',
  ],
  ['comprei camisa, bermuda e chinelo, tudo por 120 na feira', [['spending', 12000, 'Outros']], 'one price for all clothes'],
  ['paguei o mototáxi com 20 e voltou 8', [['spending', 1200, 'Transporte']], 'change taken off'],
  ['peguei 5 coco a 4 reais na beira da praia', [['spending', 2000, 'Alimentação']], 'quantity times unit price'],
  ['2 pastel e 2 caldo de cana, 28 tudo', [['spending', 2800, 'Alimentação']], 'stated total'],
  ['churrasco de domingo, deu 60 pra cada', [['spending', 6000, 'Alimentação']], 'my share'],
  ['celular novo 1.500 em 10x sem juros', [['spending', 15000, 'Outros']], 'one instalment'],
  ['levei 3 litro de açaí a 15 o litro', [['spending', 4500, 'Alimentação']], 'quantity times unit price'],
  [
    'material escolar do Enzo: caderno, lápis, mochila, estojo... deu 187,40 tudo',
    [['spending', 18740, 'Outros']],
    'stated total of school supplies',
  ],
  ['conta do bar 150, rachamos entre nós 3', [['spending', 5000, 'Alimentação']], 'my share of a split bill'],
  ['sofá de 1,8k em 6 parcela', [['spending', 30000, 'Moradia']], 'one instalment of 1800/6'],
  ['troca de oleo e filtro, 140 o serviço', [['spending', 14000, 'Transporte']], 'one price for the whole service'],
  ['dei 100 na feira e voltou 23,50 de troco', [['spending', 7650, 'Alimentação']], 'change taken off'],
  ['comprei 2 botijão de gás a 115 cada', [['spending', 23000, 'Moradia']], 'quantity times unit price'],
  ['paguei 4 passagem de ônibus a 4,50, a minha e das crianças', [['spending', 1800, 'Transporte']], 'quantity times unit price'],
  ['óculos de grau 600 em 4x', [['spending', 15000, 'Outros']], 'one instalment'],
  ['farmácia deu 67: protetor, xampu e um chocolatinho', [['spending', 6700, 'Outros']], 'one total, mostly personal care'],
  ['gorjeta de sexta e sábado juntando deu 150', [['income', 15000, 'Salário']], 'tips over two days given as one total'],
  ['corte e barba 45', [['spending', 4500, 'Outros']], 'one price for both'],
  ['vendi 10 dindin a 2 reais', [['income', 2000, 'Salário']], 'quantity times unit price'],
  ['internet e tv no mesmo boleto, 159,90', [['spending', 15990, 'Moradia']], 'one bill; filed by the first thing, internet'],
  ['passei no posto: gasolina e calibragem, 80 tudo', [['spending', 8000, 'Transporte']], 'one price for all'],
];
