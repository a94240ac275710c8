import { FORMATS, type Vocabulary } from './vocabulary.ts';

/**
 * A small vocabulary written for the case where no corpus directory exists: common words of
 * Australian catalogue titles, common surnames and forenames, towns and their states.
 */

const TITLE_WORDS = `australia australian history new south wales victoria queensland tasmania western south
northern territory colony colonial early life letters journal diary voyage discovery exploration bush
country town city river creek valley mountain coast harbour bay island station farm pastoral gold
fields mining railway road bridge church school hospital parish shire council parliament government
federation war soldier anzac gallipoli western front nurse returned service league memorial
family families settlers pioneers convicts transportation aboriginal people languages culture art
artists painting photography music songs ballads poems poetry stories tales children annual report
proceedings society royal institute club association union labour workers strike women woman
mother daughter son father brothers sisters home garden kitchen cookery recipes wool wheat cattle
sheep horses drought flood fire bushfire weather climate birds animals plants flora fauna insects
marine fisheries timber forest survey map plan atlas guide handbook directory almanac gazette
chronicle herald advertiser courier mercury examiner argus times news review record weekly daily
observer standard leader star mail sun guardian express journal bulletin magazine quarterly
science medicine health law legal trade commerce industry economic economy finance bank banking
education teaching university college students sport cricket football racing rowing sailing swimming
theatre cinema film radio television broadcasting dance opera orchestra band concert festival
exhibition museum library archives collection catalogue records papers manuscripts photographs
portraits views sketches drawings engravings lithographs cartoons posters postcards
migration immigrants chinese irish scottish english german italian greek lebanese vietnamese
depression recession boom building architecture houses homestead cottage hotel inn store shop
market port shipping ships steamers wreck lighthouse telegraph post office police court crime
bushrangers gaol prison trial murder inquest tragedy accident rescue heroes medal honours
centenary jubilee anniversary celebration opening visit royal tour governor premier mayor
election campaign policy reform welfare pension hospital health nursing doctors disease epidemic
influenza plague memories recollections reminiscences sketches notes observations account narrative`;

const SURNAMES = `Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Thomas
Walker Harris Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson Clarke
Patel Khan Lewis James Phillips Mitchell Turner Baker Campbell Murphy Scott Cooper Edwards Hill
Morris Stewart Ward Collins Young Hughes Allen Moore Clark Cook Bell Watson Richardson Murray
Parker Bennett Morgan Gray Russell Graham Hamilton Ross Henderson Cox Shaw Fraser Kennedy Lawson
Paterson Gilmore Wright Franklin Prichard Boldrewood Clarke Furphy Stead White Hope Dark Herbert
Mackellar Macquarie Flinders Sturt Leichhardt Hume Hovell Oxley Eyre Burke Wills Mitchell Kingsford`;

const FORENAMES = `John William James Thomas George Charles Henry Robert Joseph Edward Arthur Frederick Albert
Alfred Walter Harold Ernest Frank Richard David Peter Michael Mary Margaret Elizabeth Sarah Ann Jane
Emily Alice Annie Ellen Catherine Florence Edith Ethel Grace Jessie Lilian Mabel Maud Ruby Violet
Dorothy Jean Joan Patricia Barbara Helen Judith Susan Christine Kate Henry Banjo Miles Ethel Nellie`;

const PLACES: [string, string][] = [
  ['Sydney', 'NSW'],
  ['Newcastle', 'NSW'],
  ['Bathurst', 'NSW'],
  ['Goulburn', 'NSW'],
  ['Wagga Wagga', 'NSW'],
  ['Armidale', 'NSW'],
  ['Broken Hill', 'NSW'],
  ['Dubbo', 'NSW'],
  ['Lismore', 'NSW'],
  ['Albury', 'NSW'],
  ['Melbourne', 'VIC'],
  ['Ballarat', 'VIC'],
  ['Bendigo', 'VIC'],
  ['Geelong', 'VIC'],
  ['Warrnambool', 'VIC'],
  ['Castlemaine', 'VIC'],
  ['Mildura', 'VIC'],
  ['Shepparton', 'VIC'],
  ['Cobram', 'VIC'],
  ['Sale', 'VIC'],
  ['Brisbane', 'QLD'],
  ['Rockhampton', 'QLD'],
  ['Townsville', 'QLD'],
  ['Cairns', 'QLD'],
  ['Toowoomba', 'QLD'],
  ['Maryborough', 'QLD'],
  ['Charters Towers', 'QLD'],
  ['Adelaide', 'SA'],
  ['Mount Gambier', 'SA'],
  ['Port Augusta', 'SA'],
  ['Kapunda', 'SA'],
  ['Perth', 'WA'],
  ['Fremantle', 'WA'],
  ['Kalgoorlie', 'WA'],
  ['Albany', 'WA'],
  ['Geraldton', 'WA'],
  ['Broome', 'WA'],
  ['Hobart', 'TAS'],
  ['Launceston', 'TAS'],
  ['Burnie', 'TAS'],
  ['Devonport', 'TAS'],
  ['Darwin', 'NT'],
  ['Alice Springs', 'NT'],
  ['Canberra', 'ACT'],
];

const SUBJECTS = `Australia -- History | Gold mines and mining -- Victoria | Pioneers -- New South Wales |
World War, 1914-1918 -- Australia | Aboriginal Australians -- History | Women -- Australia -- Social conditions |
Bushrangers -- Australia | Railways -- Queensland | Droughts -- Australia | Sheep industry -- Australia |
Explorers -- Australia | Convicts -- Tasmania | Immigrants -- Australia | Local government -- Victoria |
Country life -- Australia | Australian poetry | Australian fiction | Folk songs, English -- Australia |
Newspapers -- Australia | Architecture -- Australia | Photography -- Australia | Birds -- Australia |
Bushfires -- Victoria | Federation of Australia | Labor movement -- Australia | Cricket -- Australia`;

const PUBLISHERS = `Angus & Robertson | George Robertson | Government Printer | Lothian | Cassell | Macmillan |
Melbourne University Press | Sydney University Press | Australian Government Publishing Service |
Rigby | Ure Smith | Lansdowne Press | Penguin Books Australia | Allen & Unwin | UQP`;

const NEWSPAPERS = `Advertiser | Argus | Herald | Courier | Mercury | Examiner | Chronicle | Times | Star | Standard |
Guardian | Observer | Mail | News | Independent | Leader | Express | Record | Gazette | Sun`;

const split = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((w) => w.trim())
    .filter(Boolean);

export function builtinVocabulary(): Vocabulary {
  const years: number[] = [];
  // A rough shape of Trove's holdings: few before 1840, a rise to 1900, most 1900-1990.
  for (let y = 1800; y <= 2024; y++) {
    const weight = y < 1840 ? 1 : y < 1900 ? 3 : y < 1990 ? 6 : 4;
    for (let i = 0; i < weight; i++) years.push(y);
  }
  return {
    origin: 'built-in',
    titleWords: split(TITLE_WORDS, /\s+/),
    subjects: split(SUBJECTS, /\s*\|\s*/),
    surnames: split(SURNAMES, /\s+/),
    forenames: split(FORENAMES, /\s+/),
    places: PLACES.map(([name, state]) => ({ name, state })),
    newspaperNames: split(NEWSPAPERS, /\s*\|\s*/),
    publishers: split(PUBLISHERS, /\s*\|\s*/),
    years,
    formats: FORMATS,
  };
}
