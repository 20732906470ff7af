/**
 * The demo catalogue of the timber merchant: decking, boards, beams, posts, poles, fencing, cladding,
 * planed-to-order timber and accessories, in Dutch, English and German.
 *
 * Generated from small tables (species, product families, rows) by a deterministic loop: a seeded
 * PRNG (mulberry32) decides stock levels and delivery times, so every call returns the same catalogue.
 */
import type {
    DemoCatalogue,
    DemoCategory,
    DemoDocument,
    DemoFacet,
    DemoFacetValue,
    DemoImage,
    DemoProduct,
    DemoProfile,
    DemoRibbon,
    DemoVariant,
    PriceUnit,
} from './types';
import { SAMPLE_VARIANT_LENGTH, type Locale, type QuantityTier } from '@timber-shop/rules';
import type { PerLanguage } from '../../../seed/translations';

const SEED = 0x7a11d3;

const L = (nl: string, en: string, de: string): PerLanguage => ({ nl, en, de });
const mapL = (f: (locale: Locale) => string): PerLanguage => ({ nl: f('nl'), en: f('en'), de: f('de') });
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A small seeded PRNG: the same numbers for the same seed. */
export function mulberry32(seed: number) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

/** lowercase ascii, words joined by single hyphens */
export function slugify(text: string): string {
    return text
        .toLowerCase()
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .replace(/ß/g, 'ss')
        .replace(/ø/g, 'o')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}

/** appends the EAN-13 check digit to 12 digits */
export function withEanCheckDigit(digits12: string): string {
    const sum = [...digits12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
    return digits12 + String((10 - (sum % 10)) % 10);
}

// ---------------------------------------------------------------------------------------------
// Species
// ---------------------------------------------------------------------------------------------

type Group = 'hw' | 'sw' | 'mod';
interface Species {
    code: string;
    abbr: string;
    name: PerLanguage;
    /** the wood as a material, for running text ("van douglashout", "aus Douglasie") */
    mat: PerLanguage;
    latin: string;
    color: string;
    dur: string;
    group: Group;
    cert: 'FSC' | 'PEFC' | 'none';
    origin: string;
    colour: string;
    hum: string;
    /** euro per m3 ex VAT for planed stock */
    eur: number;
    /** kg per m3 */
    dens: number;
    /** HS code for sawn and for profiled wood */
    hs: [string, string];
    blurb: PerLanguage;
}

const CONIFER: [string, string] = ['4407 19 90', '4409 10 18'];
const PINE: [string, string] = ['4407 11 90', '4409 10 18'];
const TROPICAL: [string, string] = ['4407 29 95', '4409 22 00'];

const SPECIES: Species[] = [
    { code: 'douglas', abbr: 'DGL', name: L('Douglas', 'Douglas fir', 'Douglasie'), mat: L('douglashout', 'Douglas fir', 'Douglasie'), latin: 'Pseudotsuga menziesii', color: '#c4885a', dur: '3', group: 'sw', cert: 'PEFC', origin: 'europe', colour: 'red-brown', hum: 'KD 16-20%', eur: 1150, dens: 530, hs: CONIFER,
        blurb: L('Douglas is een sterk Europees naaldhout met een warme, roodbruine kleur die mooi zilvergrijs vergrijst.', 'Douglas fir is a strong European softwood with a warm reddish-brown colour that weathers to a silver grey.', 'Douglasie ist ein festes europäisches Nadelholz mit warmem, rötlich-braunem Farbton, das silbergrau vergraut.') },
    { code: 'larch', abbr: 'LAR', name: L('Lariks', 'Larch', 'Lärche'), mat: L('larikshout', 'larch', 'Lärche'), latin: 'Larix decidua', color: '#d3a064', dur: '3-4', group: 'sw', cert: 'PEFC', origin: 'europe', colour: 'light', hum: 'KD 16-20%', eur: 1300, dens: 600, hs: CONIFER,
        blurb: L('Lariks is een harsrijk, taai naaldhout dat van nature goed tegen weer en wind kan.', 'Larch is a resinous, tough softwood with good natural resistance to the weather.', 'Lärche ist ein harzreiches, zähes Nadelholz mit guter natürlicher Witterungsbeständigkeit.') },
    { code: 'oak', abbr: 'EIK', name: L('Eiken', 'Oak', 'Eiche'), mat: L('Europees eikenhout', 'European oak', 'europäischer Eiche'), latin: 'Quercus robur', color: '#a97a4c', dur: '2', group: 'hw', cert: 'PEFC', origin: 'europe', colour: 'brown', hum: 'KD 12-18%', eur: 2200, dens: 720, hs: ['4407 91 90', '4409 29 10'],
        blurb: L('Europees eiken is hard, zwaar en zeer duurzaam; het kernhout is van nature rijk aan looizuur.', 'European oak is hard, heavy and very durable; its heartwood is naturally rich in tannin.', 'Europäische Eiche ist hart, schwer und sehr dauerhaft; ihr Kernholz ist von Natur aus reich an Gerbsäure.') },
    { code: 'bangkirai', abbr: 'BKR', name: L('Bangkirai', 'Bangkirai', 'Bangkirai'), mat: L('bangkirai', 'bangkirai', 'Bangkirai'), latin: 'Shorea laevis', color: '#b27a40', dur: '2', group: 'hw', cert: 'FSC', origin: 'asia', colour: 'brown', hum: 'AD', eur: 2600, dens: 900, hs: TROPICAL,
        blurb: L('Bangkirai is een geelbruin tropisch hardhout uit Zuidoost-Azië: hard, stabiel en ideaal voor terrassen.', 'Bangkirai is a yellow-brown tropical hardwood from South-East Asia: hard, stable and ideal for decks.', 'Bangkirai ist ein gelbbraunes Tropenholz aus Südostasien: hart, formstabil und ideal für Terrassen.') },
    { code: 'ipe', abbr: 'IPE', name: L('Ipé', 'Ipé', 'Ipé'), mat: L('ipé', 'ipé', 'Ipé'), latin: 'Handroanthus spp.', color: '#6e4428', dur: '1', group: 'hw', cert: 'FSC', origin: 'south-america', colour: 'dark-brown', hum: 'KD 12-18%', eur: 5000, dens: 1050, hs: TROPICAL,
        blurb: L('Ipé is een van de hardste en duurzaamste houtsoorten ter wereld, met een diepe olijfbruine kleur.', 'Ipé is one of the hardest and most durable woods in the world, with a deep olive-brown colour.', 'Ipé gehört zu den härtesten und dauerhaftesten Hölzern der Welt und hat einen tiefen olivbraunen Farbton.') },
    { code: 'thermo-ash', abbr: 'TES', name: L('Thermo-essen', 'Thermo-ash', 'Thermo-Esche'), mat: L('thermisch gemodificeerd essen', 'thermally modified ash', 'thermisch modifizierter Esche'), latin: 'Fraxinus excelsior', color: '#7b5236', dur: '1-2', group: 'mod', cert: 'PEFC', origin: 'europe', colour: 'dark-brown', hum: 'KD 4-6%', eur: 3300, dens: 600, hs: ['4407 95 99', '4409 29 10'],
        blurb: L('Thermo-essen is Europees essenhout dat bij hoge temperatuur is behandeld: donker, stabiel en duurzaam zonder chemicaliën.', 'Thermo-ash is European ash treated at high temperature: dark, stable and durable without chemicals.', 'Thermo-Esche ist europäisches Eschenholz, das bei hoher Temperatur behandelt wurde: dunkel, formstabil und ohne Chemie dauerhaft.') },
    { code: 'accoya', abbr: 'ACC', name: L('Accoya', 'Accoya', 'Accoya'), mat: L('Accoya', 'Accoya', 'Accoya'), latin: 'Pinus radiata (acetylated)', color: '#dcc59b', dur: '1', group: 'mod', cert: 'FSC', origin: 'oceania', colour: 'light', hum: 'KD 6-10%', eur: 4200, dens: 510, hs: PINE,
        blurb: L('Accoya is geacetyleerd radiata-pine: zeer vormvast, duurzaamheidsklasse 1 en met 50 jaar garantie boven de grond.', 'Accoya is acetylated radiata pine: extremely stable, durability class 1 and guaranteed for 50 years above ground.', 'Accoya ist acetylierte Radiata-Kiefer: äußerst formstabil, Dauerhaftigkeitsklasse 1 und mit 50 Jahren Garantie über der Erde.') },
    { code: 'red-cedar', abbr: 'WRC', name: L('Red cedar', 'Western red cedar', 'Western Red Cedar'), mat: L('western red cedar', 'western red cedar', 'Western Red Cedar'), latin: 'Thuja plicata', color: '#b3633b', dur: '2', group: 'sw', cert: 'PEFC', origin: 'north-america', colour: 'red-brown', hum: 'KD 12-18%', eur: 3600, dens: 370, hs: CONIFER,
        blurb: L('Western red cedar is licht, aromatisch en van nature duurzaam, met een levendige roodbruine tekening.', 'Western red cedar is light, aromatic and naturally durable, with a lively red-brown figure.', 'Western Red Cedar ist leicht, aromatisch und von Natur aus dauerhaft, mit lebhafter rotbrauner Maserung.') },
    { code: 'scots-pine', abbr: 'GRE', name: L('Grenen', 'Scots pine', 'Kiefer'), mat: L('grenenhout', 'Scots pine', 'Kiefer'), latin: 'Pinus sylvestris', color: '#e0c28c', dur: '3-4', group: 'sw', cert: 'PEFC', origin: 'europe', colour: 'light', hum: 'KD 18-22%', eur: 650, dens: 520, hs: PINE,
        blurb: L('Grenen is een veelzijdig Scandinavisch naaldhout dat zich uitstekend laat impregneren.', 'Scots pine is a versatile Scandinavian softwood that takes pressure treatment extremely well.', 'Kiefer ist ein vielseitiges skandinavisches Nadelholz, das sich hervorragend kesseldruckimprägnieren lässt.') },
    { code: 'spruce', abbr: 'VUR', name: L('Vuren', 'Spruce', 'Fichte'), mat: L('vurenhout', 'spruce', 'Fichte'), latin: 'Picea abies', color: '#e9d5a9', dur: '4', group: 'sw', cert: 'PEFC', origin: 'europe', colour: 'light', hum: 'KD 15-18%', eur: 600, dens: 450, hs: ['4407 12 90', '4409 10 18'],
        blurb: L('Vuren is een licht en rechtdradig naaldhout, de standaard voor constructie en binnenwerk.', 'Spruce is a light, straight-grained softwood, the standard for construction and interior work.', 'Fichte ist ein helles, geradfaseriges Nadelholz und der Standard für Konstruktion und Innenausbau.') },
    { code: 'padouk', abbr: 'PAD', name: L('Padouk', 'Padouk', 'Padouk'), mat: L('padouk', 'padouk', 'Padouk'), latin: 'Pterocarpus soyauxii', color: '#a2432b', dur: '1', group: 'hw', cert: 'FSC', origin: 'africa', colour: 'red-brown', hum: 'AD', eur: 4600, dens: 750, hs: TROPICAL,
        blurb: L('Padouk is een Afrikaans hardhout met een opvallende oranjerode kleur die verdiept tot warm bruin.', 'Padouk is an African hardwood with a striking orange-red colour that mellows to a warm brown.', 'Padouk ist ein afrikanisches Hartholz mit auffälliger orangeroter Farbe, die zu warmem Braun nachdunkelt.') },
    { code: 'cumaru', abbr: 'CUM', name: L('Cumaru', 'Cumaru', 'Cumaru'), mat: L('cumaru', 'cumaru', 'Cumaru'), latin: 'Dipteryx odorata', color: '#8c5b30', dur: '1', group: 'hw', cert: 'FSC', origin: 'south-america', colour: 'brown', hum: 'KD 12-18%', eur: 4200, dens: 1080, hs: TROPICAL,
        blurb: L('Cumaru is een zeer hard Zuid-Amerikaans hardhout en een betaalbaar alternatief voor ipé.', 'Cumaru is a very hard South American hardwood and an affordable alternative to ipé.', 'Cumaru ist ein sehr hartes südamerikanisches Hartholz und eine günstige Alternative zu Ipé.') },
    { code: 'robinia', abbr: 'ROB', name: L('Robinia', 'Robinia', 'Robinie'), mat: L('robiniahout', 'robinia', 'Robinie'), latin: 'Robinia pseudoacacia', color: '#b99b4c', dur: '1-2', group: 'hw', cert: 'none', origin: 'europe', colour: 'light', hum: 'AD', eur: 3000, dens: 750, hs: ['4407 99 98', '4409 29 10'],
        blurb: L('Robinia is het duurzaamste Europese loofhout: taai, hard en zonder verduurzaming geschikt voor grondcontact.', 'Robinia is the most durable European hardwood: tough, hard and suitable for ground contact without treatment.', 'Robinie ist das dauerhafteste europäische Laubholz: zäh, hart und ohne Schutzbehandlung für Erdkontakt geeignet.') },
    { code: 'thermo-pine', abbr: 'TGR', name: L('Thermo-grenen', 'Thermo-pine', 'Thermo-Kiefer'), mat: L('thermisch gemodificeerd grenen', 'thermally modified pine', 'thermisch modifizierter Kiefer'), latin: 'Pinus sylvestris (thermo)', color: '#8d5f3b', dur: '2', group: 'mod', cert: 'PEFC', origin: 'europe', colour: 'dark-brown', hum: 'KD 4-6%', eur: 1600, dens: 450, hs: PINE,
        blurb: L('Thermo-grenen is thermisch gemodificeerd grenen: diepbruin, lichter van gewicht en duurzaamheidsklasse 2.', 'Thermo-pine is thermally modified pine: deep brown, lighter in weight and durability class 2.', 'Thermo-Kiefer ist thermisch modifizierte Kiefer: tiefbraun, leichter und Dauerhaftigkeitsklasse 2.') },
];
const speciesByCode = new Map(SPECIES.map(s => [s.code, s]));

// ---------------------------------------------------------------------------------------------
// Facet value tables: code -> [nl, en, de]
// ---------------------------------------------------------------------------------------------

type Names = Record<string, [string, string, string]>;

const TREATMENTS: Names = {
    untreated: ['Onbehandeld', 'Untreated', 'Unbehandelt'],
    'impregnated-green': ['Geïmpregneerd groen', 'Green impregnated', 'Kesseldruckimprägniert grün'],
    'impregnated-brown': ['Geïmpregneerd bruin', 'Brown impregnated', 'Kesseldruckimprägniert braun'],
    'thermally-modified': ['Thermisch gemodificeerd', 'Thermally modified', 'Thermisch modifiziert'],
    acetylated: ['Geacetyleerd', 'Acetylated', 'Acetyliert'], oiled: ['Geolied', 'Oiled', 'Geölt'],
    'pre-grey': ['Voorvergrijsd', 'Pre-greyed', 'Vorvergraut'], 'painted-black': ['Zwart gecoat', 'Black coated', 'Schwarz beschichtet'],
};
/** treatments that are part of the product name */
const NAMED_TREATMENTS = ['impregnated-green', 'impregnated-brown', 'oiled', 'pre-grey', 'painted-black'];
const TREATMENT_PRICE: Record<string, number> = { 'impregnated-green': 1.1, 'impregnated-brown': 1.12, oiled: 1.15, 'pre-grey': 1.25, 'painted-black': 1.3 };

const PROFILES: Names = {
    smooth: ['Glad', 'Smooth', 'Glatt'], grooved: ['Gegroefd', 'Grooved', 'Genutet'], ribbed: ['Geribbeld', 'Ribbed', 'Geriffelt'],
    'side-grooved': ['Met clipsleuf', 'Side-grooved for clips', 'Mit Seitennut'],
    'tongue-and-groove': ['Tand en groef', 'Tongue and groove', 'Nut und Feder'], rhombus: ['Rhombus', 'Rhombus', 'Rhombus'],
    shiplap: ['Zweeds rabat', 'Shiplap', 'Stülpschalung'], 'square-edged': ['Scherpkantig', 'Square-edged', 'Scharfkantig'],
    chamfered: ['Gefaseerd', 'Chamfered', 'Gefast'], round: ['Rond', 'Round', 'Rund'],
};
const SPECIAL_PROFILES = ['grooved', 'ribbed', 'side-grooved', 'tongue-and-groove', 'rhombus', 'shiplap'];

const QUALITIES: Record<string, [string, string, string, string]> = {
    a: ['A-kwaliteit', 'A quality', 'A-Qualität', 'A'], ab: ['A/B-kwaliteit', 'A/B quality', 'A/B-Qualität', 'A/B'],
    fas: ['FAS', 'FAS', 'FAS', 'FAS'], 'planed-clean': ['Schoon geschaafd', 'Planed clean', 'Sauber gehobelt', 'Klasse 1'],
    'sawn-falling': ['Zaagvallend', 'Sawn falling', 'Sägefallend', 'Zaagvallend'],
    c24: ['Constructiehout C24', 'Structural timber C24', 'Bauholz C24', 'C24'], rustic: ['Rustiek', 'Rustic', 'Rustikal', 'Rustiek'],
};

const APPLICATIONS: Names = {
    garden: ['Tuin', 'Garden', 'Garten'], terrace: ['Terras', 'Terrace', 'Terrasse'], facade: ['Gevel', 'Facade', 'Fassade'],
    construction: ['Constructie', 'Construction', 'Konstruktion'], fencing: ['Erfafscheiding', 'Fencing', 'Zaunbau'],
    interior: ['Interieur', 'Interior', 'Innenausbau'], 'bank-protection': ['Beschoeiing', 'Bank protection', 'Uferbefestigung'],
    playground: ['Speeltoestellen', 'Play equipment', 'Spielgeräte'],
};

const DURABILITY: Names = {
    '1': ['Klasse 1 (zeer duurzaam)', 'Class 1 (very durable)', 'Klasse 1 (sehr dauerhaft)'],
    '1-2': ['Klasse 1-2 (zeer duurzaam tot duurzaam)', 'Class 1-2 (very durable to durable)', 'Klasse 1-2 (sehr dauerhaft bis dauerhaft)'],
    '2': ['Klasse 2 (duurzaam)', 'Class 2 (durable)', 'Klasse 2 (dauerhaft)'],
    '3': ['Klasse 3 (matig duurzaam)', 'Class 3 (moderately durable)', 'Klasse 3 (mäßig dauerhaft)'],
    '3-4': ['Klasse 3-4 (matig tot weinig duurzaam)', 'Class 3-4 (moderately to slightly durable)', 'Klasse 3-4 (mäßig bis wenig dauerhaft)'],
    '4': ['Klasse 4 (weinig duurzaam)', 'Class 4 (slightly durable)', 'Klasse 4 (wenig dauerhaft)'],
};
const DRYING: Names = {
    kd: ['Kunstmatig gedroogd (KD)', 'Kiln dried (KD)', 'Technisch getrocknet (KD)'],
    ad: ['Luchtgedroogd (AD)', 'Air dried (AD)', 'Luftgetrocknet (AD)'], fresh: ['Vers gezaagd', 'Freshly sawn', 'Frisch eingeschnitten'],
};
const ORIGINS: Names = {
    europe: ['Europa', 'Europe', 'Europa'], 'north-america': ['Noord-Amerika', 'North America', 'Nordamerika'],
    'south-america': ['Zuid-Amerika', 'South America', 'Südamerika'], africa: ['Afrika', 'Africa', 'Afrika'], asia: ['Azië', 'Asia', 'Asien'],
    oceania: ['Oceanië', 'Oceania', 'Ozeanien'],
};
const COLOURS: Names = {
    light: ['Licht', 'Light', 'Hell'], 'red-brown': ['Roodbruin', 'Reddish brown', 'Rotbraun'], brown: ['Bruin', 'Brown', 'Braun'],
    'dark-brown': ['Donkerbruin', 'Dark brown', 'Dunkelbraun'], green: ['Groen', 'Green', 'Grün'], grey: ['Grijs', 'Grey', 'Grau'],
    black: ['Zwart', 'Black', 'Schwarz'],
};
const TREATMENT_COLOURS: Record<string, string> = { 'impregnated-green': 'green', 'impregnated-brown': 'brown', 'pre-grey': 'grey', 'painted-black': 'black' };
const FIXINGS: Names = {
    'visible-screw': ['Zichtbaar geschroefd', 'Visible screws', 'Sichtbar verschraubt'],
    hidden: ['Onzichtbaar bevestigd', 'Hidden fixing', 'Verdeckte Befestigung'],
};
const SURFACES: Names = {
    sawn: ['Ruw gezaagd', 'Sawn', 'Sägerau'], 'fine-sawn': ['Fijnbezaagd', 'Fine sawn', 'Feingesägt'], planed: ['Geschaafd', 'Planed', 'Gehobelt'],
    peeled: ['Geschild', 'Peeled', 'Geschält'], milled: ['Cilindrisch gefreesd', 'Machine rounded', 'Zylindrisch gefräst'],
};
const named = (table: Names, code: string): PerLanguage => {
    const n = table[code];
    if (!n) throw new Error(`Unknown code ${code}`);
    return L(n[0], n[1], n[2]);
};

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

const CATEGORY_ROWS: [string, string | undefined, string, string, string][] = [
    ['decking', undefined, 'Vlonderplanken', 'Decking boards', 'Terrassendielen'],
    ['decking-hardwood', 'decking', 'Hardhouten vlonderplanken', 'Hardwood decking', 'Hartholz-Terrassendielen'],
    ['decking-softwood', 'decking', 'Naaldhouten vlonderplanken', 'Softwood decking', 'Nadelholz-Terrassendielen'],
    ['decking-modified', 'decking', 'Thermowood en Accoya vlonderplanken', 'Thermowood and Accoya decking', 'Thermoholz- und Accoya-Terrassendielen'],
    ['decking-substructure', 'decking', 'Onderconstructie', 'Decking substructure', 'Unterkonstruktion'],
    ['boards', undefined, 'Planken', 'Boards and planks', 'Bretter und Bohlen'],
    ['boards-planed', 'boards', 'Geschaafde planken', 'Planed boards', 'Gehobelte Bretter'],
    ['boards-sawn', 'boards', 'Ruw gezaagde planken', 'Sawn boards', 'Sägeraue Bretter'],
    ['beams-posts', undefined, 'Balken en palen', 'Beams and posts', 'Balken und Pfosten'],
    ['beams', 'beams-posts', 'Balken', 'Beams', 'Balken'],
    ['beams-oak', 'beams', 'Eiken balken', 'Oak beams', 'Eichenbalken'],
    ['beams-softwood', 'beams', 'Naaldhouten balken', 'Softwood beams', 'Nadelholzbalken'],
    ['beams-hardwood', 'beams', 'Tropisch hardhouten balken', 'Tropical hardwood beams', 'Tropenholzbalken'],
    ['posts', 'beams-posts', 'Vierkante palen', 'Square posts', 'Vierkantpfosten'],
    ['posts-hardwood', 'posts', 'Hardhouten palen', 'Hardwood posts', 'Hartholzpfosten'],
    ['posts-softwood', 'posts', 'Naaldhouten palen', 'Softwood posts', 'Nadelholzpfosten'],
    ['poles', undefined, 'Rondhout', 'Round poles', 'Rundholz'],
    ['poles-pointed', 'poles', 'Gepunte palen', 'Pointed poles', 'Angespitzte Pfähle'],
    ['poles-cylindrical', 'poles', 'Cilindrisch gefreesde palen', 'Machine-rounded poles', 'Zylindrisch gefräste Pfähle'],
    ['fencing', undefined, 'Schuttingen en schermen', 'Fencing and screens', 'Zäune und Sichtschutz'],
    ['fencing-screens', 'fencing', 'Tuinschermen', 'Garden screens', 'Sichtschutzelemente'],
    ['fencing-boards', 'fencing', 'Schuttingplanken', 'Fence boards', 'Zaunbretter'],
    ['cladding', undefined, 'Gevelbekleding', 'Cladding', 'Fassadenverkleidung'],
    ['cladding-rhombus', 'cladding', 'Rhombusprofielen', 'Rhombus cladding', 'Rhombusleisten'],
    ['cladding-shiplap', 'cladding', 'Zweeds rabat', 'Shiplap cladding', 'Stülpschalung'],
    ['cladding-tg', 'cladding', 'Tand-en-groefdelen', 'Tongue-and-groove cladding', 'Nut-und-Feder-Bretter'],
    ['planed', undefined, 'Schaafwerk op maat', 'Planed to order', 'Hobelware nach Maß'],
    ['planed-hardwood', 'planed', 'Hardhout op maat', 'Hardwood to order', 'Hartholz nach Maß'],
    ['planed-softwood', 'planed', 'Naaldhout op maat', 'Softwood to order', 'Nadelholz nach Maß'],
    ['accessories', undefined, 'Toebehoren', 'Accessories', 'Zubehör'],
    ['acc-fixings', 'accessories', 'Bevestigingsmaterialen', 'Fixings', 'Befestigungsmaterial'],
    ['acc-screws', 'acc-fixings', 'Schroeven', 'Screws', 'Schrauben'],
    ['acc-clips', 'acc-fixings', 'Clips en afstandhouders', 'Clips and spacers', 'Clips und Abstandhalter'],
    ['acc-care', 'accessories', 'Houtonderhoud', 'Wood care', 'Holzpflege'],
    ['acc-groundwork', 'accessories', 'Ondergrond en funderingen', 'Groundwork and foundations', 'Untergrund und Fundament'],
];

const TOP_DESCRIPTIONS: Record<string, PerLanguage> = {
    decking: L('Vlonderplanken in hardhout, naaldhout, thermowood en Accoya, per stuk op lengte leverbaar.', 'Decking boards in hardwood, softwood, thermowood and Accoya, sold per piece in the length you need.', 'Terrassendielen aus Hartholz, Nadelholz, Thermoholz und Accoya, stückweise in der gewünschten Länge.'),
    boards: L('Geschaafde en ruw gezaagde planken voor tuin, bouw en interieur.', 'Planed and sawn boards for garden, building and interior work.', 'Gehobelte und sägeraue Bretter für Garten, Bau und Innenausbau.'),
    'beams-posts': L('Balken en vierkante palen voor overkappingen, pergola\'s en houtbouw.', 'Beams and square posts for canopies, pergolas and timber construction.', 'Balken und Vierkantpfosten für Überdachungen, Pergolen und Holzbau.'),
    poles: L('Gepunte en cilindrisch gefreesde palen voor afrastering, beschoeiing en speeltoestellen.', 'Pointed and machine-rounded poles for fencing, bank protection and play equipment.', 'Angespitzte und zylindrisch gefräste Pfähle für Weidezäune, Uferbefestigung und Spielgeräte.'),
    fencing: L('Tuinschermen en schuttingplanken voor een stevige, duurzame erfafscheiding.', 'Garden screens and fence boards for a sturdy, long-lasting boundary.', 'Sichtschutzelemente und Zaunbretter für eine stabile, langlebige Grundstücksgrenze.'),
    cladding: L('Gevelbekleding in rhombus, Zweeds rabat en tand en groef, onbehandeld of kant-en-klaar afgewerkt.', 'Rhombus, shiplap and tongue-and-groove cladding, untreated or factory finished.', 'Rhombusleisten, Stülpschalung und Nut-und-Feder-Bretter, unbehandelt oder fertig beschichtet.'),
    planed: L('Schaafwerk op maat uit onze eigen schaverij: u kiest houtsoort, breedte en lengte.', 'Planed to order in our own mill: you choose the species, width and length.', 'Hobelware nach Maß aus unserer eigenen Hobelei: Sie wählen Holzart, Breite und Länge.'),
    'planed-hardwood': L('Eiken, tropisch hardhout en thermo-essen, in onze eigen schaverij op maat geschaafd.', 'Oak, tropical hardwood and thermo-ash, planed to size in our own mill.', 'Eiche, Tropenholz und Thermo-Esche, in unserer eigenen Hobelei nach Maß gehobelt.'),
    'planed-softwood': L('Douglas, lariks, vuren, red cedar en Accoya, in onze eigen schaverij op maat geschaafd.', 'Douglas fir, larch, spruce, red cedar and Accoya, planed to size in our own mill.', 'Douglasie, Lärche, Fichte, Red Cedar und Accoya, in unserer eigenen Hobelei nach Maß gehobelt.'),
    accessories: L('Schroeven, clips, onderhoudsmiddelen en funderingsmateriaal bij uw hout.', 'Screws, clips, wood care and foundation materials to go with your timber.', 'Schrauben, Clips, Holzpflege und Fundamentzubehör passend zu Ihrem Holz.'),
};

/** The attachments, videos and report links of a few categories (the rest have none). */
const CATEGORY_EXTRAS: Record<string, Pick<DemoCategory, 'attachments' | 'videos' | 'reports'>> = {
    decking: {
        attachments: [
            { title: L('Legvoorschrift vlonderplanken', 'Decking installation guide', 'Verlegeanleitung Terrassendielen'), filename: 'decking-installation-guide.pdf' },
            { title: L('Onderhoudsadvies vlonders', 'Decking maintenance advice', 'Pflegehinweise Terrassen'), filename: 'decking-maintenance-advice.pdf' },
        ],
        videos: [
            { title: 'Zo legt u een vlonder in acht stappen', url: 'https://www.youtube.com/watch?v=gevenvlonder1', language: 'nl' },
            { title: 'How to lay a deck in eight steps', url: 'https://www.youtube.com/watch?v=gevendeck01en', language: 'en' },
            { title: 'So verlegen Sie eine Terrasse in acht Schritten', url: 'https://www.youtube.com/watch?v=geventerrasse', language: 'de' },
        ],
        reports: [{ title: 'SKH Publicatie 99-04: houten vlonders', url: 'https://www.skh.nl/publicaties/', language: 'all' }],
    },
    'decking-hardwood': {
        attachments: [{ title: L('Duurzaamheidsklassen hardhout', 'Durability classes of hardwood', 'Dauerhaftigkeitsklassen Hartholz'), filename: 'hardwood-durability-classes.pdf' }],
        reports: [{ title: 'FSC® certificate search', url: 'https://search.fsc.org/', language: 'all' }],
    },
};

function buildCategories(): DemoCategory[] {
    const positions = new Map<string | undefined, number>();
    const slugsSeen: Record<Locale, Set<string>> = { nl: new Set(), en: new Set(), de: new Set() };
    const names = new Map<string, PerLanguage>();
    return CATEGORY_ROWS.map(([key, parentKey, nl, en, de]) => {
        const position = positions.get(parentKey) ?? 0;
        positions.set(parentKey, position + 1);
        const name = L(nl, en, de);
        names.set(key, name);
        // a name that repeats in another branch gets its parent's slug in front
        const slug = mapL(locale => {
            let slug = slugify(name[locale]);
            if (slugsSeen[locale].has(slug) && parentKey) slug = `${slugify(names.get(parentKey)![locale])}-${slug}`;
            slugsSeen[locale].add(slug);
            return slug;
        });
        const isAccessory = key.startsWith('acc');
        const description =
            TOP_DESCRIPTIONS[key] ??
            (isAccessory
                ? L(`${nl}: alles wat u nodig hebt om uw hout te verwerken en te onderhouden.`, `${en}: everything you need to fit and maintain your timber.`, `${de}: alles, was Sie zum Verarbeiten und Pflegen Ihres Holzes brauchen.`)
                : L(`${nl} in alle gangbare maten, per stuk leverbaar uit onze eigen voorraad.`, `${en} in all common sizes, sold per piece from our own stock.`, `${de} in allen gängigen Maßen, stückweise ab Lager lieferbar.`));
        return { key, ...(parentKey ? { parentKey } : {}), name, slug, description, position, ...CATEGORY_EXTRAS[key] };
    });
}

// ---------------------------------------------------------------------------------------------
// Product families
// ---------------------------------------------------------------------------------------------

type FamilyKey = 'decking' | 'joist' | 'board' | 'sawn-board' | 'beam' | 'post' | 'pointed-pole' | 'round-pole' | 'screen' | 'fence-board' | 'rhombus' | 'shiplap' | 'tg-cladding' | 'planed';

interface Family {
    sku: string;
    kind: DemoImage['kind'];
    cat: (s: Species) => string;
    name: (s: Species, d: string, t: number) => PerLanguage;
    intro: (m: PerLanguage, d: string, t: number) => PerLanguage;
    about: PerLanguage;
    app: PerLanguage;
    apps: string[];
    lengths: (s: Species) => number[];
    sample: boolean;
    unit: PriceUnit;
    profile: string;
    quality: (s: Species) => string;
    surface: string;
    profiled: boolean;
    factor: number;
    pack: PerLanguage;
    fixing?: (profile: string) => string;
}

const PACK_BUNDLE = L('Gebundeld per pak, ook per stuk leverbaar', 'Bundled in packs, also sold per piece', 'Im Paket gebündelt, auch stückweise lieferbar');
const PACK_PIECE = L('Per stuk, kopse kanten gewaxt', 'Per piece, end grain waxed', 'Stückweise, Hirnholz gewachst');
const PACK_FOIL = L('Per pak in folie verpakt, ook per stuk leverbaar', 'Packed in foil, also sold per piece', 'In Folie verpackt, auch stückweise lieferbar');
const APP_CLADDING = L('Gevels, tuinhuizen en schuren', 'Facades, garden houses and sheds', 'Fassaden, Gartenhäuser und Schuppen');
const DECK_LENGTHS: Record<Group, number[]> = {
    hw: [245, 275, 305, 335, 365, 395, 425, 455, 490],
    sw: [300, 360, 400, 420, 450, 480, 500, 600],
    mod: [240, 270, 300, 360, 420, 480],
};
const visibleUnless = (...hidden: string[]) => (profile: string) => (hidden.includes(profile) ? 'hidden' : 'visible-screw');

const FAMILIES: Record<FamilyKey, Family> = {
    decking: { sku: 'VL', kind: 'decking', cat: s => `decking-${{ hw: 'hardwood', sw: 'softwood', mod: 'modified' }[s.group]}`,
        name: (s, d) => L(`${s.name.nl} vlonderplank ${d}`, `${s.name.en} decking board ${d}`, `Terrassendiele ${s.name.de} ${d}`),
        intro: (m, d) => L(`Vlonderplank van ${m.nl} (${d}) voor een duurzaam terras of vlonder, per stuk op lengte leverbaar.`, `Decking board in ${m.en} (${d}) for a long-lasting terrace or deck, sold per piece in the length you need.`, `Terrassendiele aus ${m.de} (${d}) für eine langlebige Terrasse, stückweise in der gewünschten Länge lieferbar.`),
        about: L('De planken zijn vierzijdig geschaafd met licht afgeronde kanten. Reken op ca. 7 mm voeg en een onderconstructie om de 40 tot 50 cm; de werkende breedte (plank plus voeg) staat bij de specificaties.', 'The boards are planed on all four sides with slightly rounded edges. Allow a 7 mm gap and joists every 40 to 50 cm; the working width (board plus gap) is in the specifications.', 'Die Dielen sind allseitig gehobelt mit leicht gerundeten Kanten. Planen Sie ca. 7 mm Fuge und einen Balkenabstand von 40 bis 50 cm ein; die Deckbreite (Diele plus Fuge) steht in den technischen Daten.'),
        app: L('Terrassen, vlonders en steigers', 'Terraces, decks and jetties', 'Terrassen, Stege und Decks'), apps: ['terrace', 'garden'],
        lengths: s => DECK_LENGTHS[s.group], sample: true, unit: 'm1', profile: 'smooth', quality: s => ({ hw: 'fas', sw: 'ab', mod: 'a' })[s.group],
        surface: 'planed', profiled: true, factor: 1.1, pack: PACK_BUNDLE, fixing: visibleUnless('side-grooved') },
    joist: { sku: 'OB', kind: 'beam', cat: () => 'decking-substructure',
        name: (s, d) => L(`${s.name.nl} onderbalk ${d}`, `${s.name.en} decking joist ${d}`, `Unterkonstruktion ${s.name.de} ${d}`),
        intro: (m, d) => L(`Onderbalk van ${m.nl} (${d}) als stabiele onderconstructie voor vlonders en terrassen.`, `Joist in ${m.en} (${d}) for a stable substructure under decks and terraces.`, `Unterkonstruktionsholz aus ${m.de} (${d}) für einen stabilen Unterbau von Terrassen und Stegen.`),
        about: L('Monteer de onderbalken op tegels of stelpoten, met worteldoek eronder en voldoende afwatering.', 'Mount the joists on tiles or pedestals, with weed control fabric underneath and sufficient drainage.', 'Verlegen Sie die Balken auf Platten oder Stellfüßen, mit Unkrautvlies darunter und ausreichendem Gefälle.'),
        app: L('Onderconstructie van vlonders en terrassen', 'Substructure for decks and terraces', 'Unterkonstruktion für Terrassen und Stege'), apps: ['terrace', 'construction'],
        lengths: s => (s.group === 'hw' ? DECK_LENGTHS.hw.slice(2) : [300, 360, 400, 420, 480, 500, 600]), sample: false, unit: 'm1', profile: 'square-edged', quality: () => 'ab',
        surface: 'planed', profiled: false, factor: 1.0, pack: PACK_BUNDLE },
    board: { sku: 'PG', kind: 'board', cat: () => 'boards-planed',
        name: (s, d) => L(`${s.name.nl} plank ${d} geschaafd`, `${s.name.en} planed board ${d}`, `Brett ${s.name.de} ${d} gehobelt`),
        intro: (m, d) => L(`Vierzijdig geschaafde plank van ${m.nl} (${d}), maatvast en klaar voor gebruik.`, `Board in ${m.en} (${d}), planed all round, true to size and ready to use.`, `Allseitig gehobeltes Brett aus ${m.de} (${d}), maßhaltig und sofort einsetzbar.`),
        about: L('Geschaafd op onze eigen schaafmachine, maatvast en met strakke kanten: ideaal voor tuinmeubels, bekleding en afwerking.', 'Planed in our own mill, true to size with crisp edges: ideal for garden furniture, trim and finishing.', 'In unserer eigenen Hobelei gehobelt, maßhaltig und mit sauberen Kanten: ideal für Gartenmöbel, Verkleidungen und Ausbau.'),
        app: L('Tuin, bouw en interieur', 'Garden, building and interior', 'Garten, Bau und Innenausbau'), apps: ['garden', 'construction', 'interior'],
        lengths: () => [240, 270, 300, 360, 400, 420, 450, 500], sample: true, unit: 'm1', profile: 'smooth', quality: () => 'planed-clean',
        surface: 'planed', profiled: false, factor: 1.05, pack: PACK_BUNDLE },
    'sawn-board': { sku: 'PR', kind: 'board', cat: () => 'boards-sawn',
        name: (s, d) => L(`${s.name.nl} plank ${d} ruw`, `${s.name.en} sawn board ${d}`, `Brett ${s.name.de} ${d} sägerau`),
        intro: (m, d) => L(`Ruw gezaagde plank van ${m.nl} (${d}) voor tuin, stal en bouw.`, `Sawn board in ${m.en} (${d}) for garden, barn and building work.`, `Sägeraues Brett aus ${m.de} (${d}) für Garten, Stall und Bau.`),
        about: L('Ruw gezaagd hout heeft een robuuste uitstraling en is geschikt voor stallen, schuren en tuinconstructies.', 'Sawn timber has a rugged look and suits barns, sheds and garden structures.', 'Sägeraues Holz wirkt rustikal und eignet sich für Ställe, Schuppen und Gartenbauten.'),
        app: L('Tuin, schuren en bouw', 'Garden, sheds and building', 'Garten, Schuppen und Bau'), apps: ['garden', 'construction'],
        lengths: () => [300, 360, 400, 450, 500, 600], sample: true, unit: 'm1', profile: 'square-edged', quality: () => 'sawn-falling',
        surface: 'sawn', profiled: false, factor: 0.75, pack: PACK_BUNDLE },
    beam: { sku: 'BA', kind: 'beam', cat: s => (s.code === 'oak' ? 'beams-oak' : s.group === 'hw' ? 'beams-hardwood' : 'beams-softwood'),
        name: (s, d) => L(`${s.name.nl} balk ${d}`, `${s.name.en} beam ${d}`, `Balken ${s.name.de} ${d}`),
        intro: (m, d) => L(`Balk van ${m.nl} (${d}) voor overkappingen, pergola's en houtbouw.`, `Beam in ${m.en} (${d}) for carports, pergolas and timber frame construction.`, `Balken aus ${m.de} (${d}) für Überdachungen, Pergolen und Holzbau.`),
        about: L('Onze balken worden per stuk geselecteerd op rechtheid en zo min mogelijk scheuren; grote maten zagen we op bestelling.', 'Our beams are selected piece by piece for straightness and minimal checking; large sections are sawn to order.', 'Unsere Balken werden Stück für Stück auf Geradheit und geringe Rissbildung ausgewählt; große Querschnitte sägen wir auf Bestellung.'),
        app: L("Overkappingen, pergola's en houtbouw", 'Canopies, pergolas and timber construction', 'Überdachungen, Pergolen und Holzbau'), apps: ['construction', 'garden'],
        lengths: () => [300, 360, 400, 450, 500, 600], sample: false, unit: 'm1', profile: 'square-edged', quality: () => 'ab', surface: 'planed', profiled: false, factor: 0.95, pack: PACK_PIECE },
    post: { sku: 'PA', kind: 'post', cat: s => (s.group === 'hw' ? 'posts-hardwood' : 'posts-softwood'),
        name: (s, d) => L(`${s.name.nl} paal ${d}`, `${s.name.en} post ${d}`, `Pfosten ${s.name.de} ${d}`),
        intro: (m, d) => L(`Vierkante paal van ${m.nl} (${d}) voor schuttingen, pergola's en overkappingen.`, `Square post in ${m.en} (${d}) for fences, pergolas and canopies.`, `Vierkantpfosten aus ${m.de} (${d}) für Zäune, Pergolen und Überdachungen.`),
        about: L('De palen zijn vierzijdig geschaafd met gefaseerde kanten. Gebruik een paaldrager of betonpoer om de voet droog te houden.', 'The posts are planed on four sides with chamfered edges. Use a post base or concrete footing to keep the foot dry.', 'Die Pfosten sind allseitig gehobelt mit gefasten Kanten. Verwenden Sie einen Pfostenträger oder ein Betonfundament, damit der Fuß trocken bleibt.'),
        app: L("Schuttingen, pergola's en overkappingen", 'Fences, pergolas and canopies', 'Zäune, Pergolen und Überdachungen'), apps: ['fencing', 'construction', 'garden'],
        lengths: () => [180, 210, 240, 270, 300, 360, 400], sample: false, unit: 'm1', profile: 'chamfered', quality: () => 'ab', surface: 'planed', profiled: false, factor: 1.4, pack: PACK_PIECE },
    'pointed-pole': { sku: 'PP', kind: 'post', cat: () => 'poles-pointed',
        name: (s, d) => L(`${s.name.nl} paal gepunt ${d}`, `${s.name.en} pointed pole ${d}`, `Pfahl ${s.name.de} angespitzt ${d}`),
        intro: (m, d) => L(`Gepunte paal van ${m.nl}, ${d}, voor afrasteringen, beschoeiingen en boomsteunen.`, `Pointed pole in ${m.en}, ${d}, for fencing, bank protection and tree stakes.`, `Angespitzter Pfahl aus ${m.de}, ${d}, für Weidezäune, Uferbefestigung und Baumpfähle.`),
        about: L('De palen zijn geschild en aan één zijde gepunt, zodat ze eenvoudig de grond in te slaan zijn.', 'The poles are peeled and pointed at one end, so they are easy to drive into the ground.', 'Die Pfähle sind geschält und einseitig angespitzt, sodass sie sich leicht einschlagen lassen.'),
        app: L('Afrasteringen, beschoeiingen en boomsteunen', 'Fencing, bank protection and tree stakes', 'Weidezäune, Uferbefestigung und Baumpfähle'), apps: ['fencing', 'garden', 'bank-protection'],
        lengths: () => [150, 175, 200, 250, 300], sample: false, unit: 'piece', profile: 'round', quality: () => 'a',
        surface: 'peeled', profiled: false, factor: 0.9, pack: L('Per stuk of per pallet', 'Per piece or per pallet', 'Stückweise oder palettenweise') },
    'round-pole': { sku: 'RP', kind: 'post', cat: () => 'poles-cylindrical',
        name: (s, d) => L(`${s.name.nl} rondhout cilindrisch ${d}`, `${s.name.en} machine-rounded pole ${d}`, `Rundholz ${s.name.de} zylindrisch gefräst ${d}`),
        intro: (m, d) => L(`Cilindrisch gefreesde paal van ${m.nl}, ${d}, voor speeltoestellen, pergola's en tuinconstructies.`, `Machine-rounded pole in ${m.en}, ${d}, for play equipment, pergolas and garden structures.`, `Zylindrisch gefräster Rundpfahl aus ${m.de}, ${d}, für Spielgeräte, Pergolen und Gartenbauten.`),
        about: L('Cilindrisch gefreesd rondhout heeft over de hele lengte dezelfde diameter en een glad oppervlak.', 'Machine-rounded poles have the same diameter over their full length and a smooth surface.', 'Zylindrisch gefrästes Rundholz hat auf ganzer Länge denselben Durchmesser und eine glatte Oberfläche.'),
        app: L("Speeltoestellen, pergola's en tuinconstructies", 'Play equipment, pergolas and garden structures', 'Spielgeräte, Pergolen und Gartenbauten'), apps: ['playground', 'garden', 'fencing'],
        lengths: () => [200, 250, 300, 400, 500], sample: false, unit: 'piece', profile: 'round', quality: () => 'a',
        surface: 'milled', profiled: false, factor: 1.2, pack: L('Per stuk of per pallet', 'Per piece or per pallet', 'Stückweise oder palettenweise') },
    screen: { sku: 'TS', kind: 'fence', cat: () => 'fencing-screens',
        name: s => L(`${s.name.nl} tuinscherm`, `${s.name.en} garden screen`, `Sichtschutzelement ${s.name.de}`),
        intro: m => L(`Kant-en-klaar tuinscherm van ${m.nl} in een stevig frame, in meerdere maten.`, `Ready-made garden screen in ${m.en} with a sturdy frame, available in several sizes.`, `Fertiges Sichtschutzelement aus ${m.de} mit stabilem Rahmen, in mehreren Größen.`),
        about: L('Het scherm wordt geleverd met een geschaafd frame en kan direct tussen twee palen worden gemonteerd.', 'The screen comes with a planed frame and can be fixed straight between two posts.', 'Das Element wird mit gehobeltem Rahmen geliefert und kann direkt zwischen zwei Pfosten montiert werden.'),
        app: L('Erfafscheidingen en tuinschermen', 'Garden boundaries and screens', 'Grundstücksgrenzen und Sichtschutz'), apps: ['fencing', 'garden'],
        lengths: () => [], sample: false, unit: 'piece', profile: 'shiplap', quality: () => 'ab',
        surface: 'planed', profiled: false, factor: 1, pack: L('Per stuk op pallet', 'Per piece on a pallet', 'Stückweise auf Palette') },
    'fence-board': { sku: 'SP', kind: 'fence', cat: () => 'fencing-boards',
        name: (s, d) => L(`${s.name.nl} schuttingplank ${d}`, `${s.name.en} fence board ${d}`, `Zaunbrett ${s.name.de} ${d}`),
        intro: (m, d) => L(`Schuttingplank van ${m.nl} (${d}) voor een dichte erfafscheiding.`, `Fence board in ${m.en} (${d}) for a solid garden boundary.`, `Zaunbrett aus ${m.de} (${d}) für einen blickdichten Zaun.`),
        about: L('Schuttingplanken bevestigt u met RVS schroeven op liggers of palen; laat een kleine voeg voor de werking van het hout.', 'Fix fence boards to rails or posts with stainless steel screws, leaving a small gap for movement.', 'Zaunbretter werden mit Edelstahlschrauben auf Riegeln oder Pfosten befestigt; lassen Sie eine kleine Fuge für das Arbeiten des Holzes.'),
        app: L('Schuttingen en erfafscheidingen', 'Fences and garden boundaries', 'Zäune und Grundstücksgrenzen'), apps: ['fencing', 'garden'],
        lengths: () => [180, 240, 300, 360, 400, 500], sample: true, unit: 'm1', profile: 'square-edged', quality: () => 'sawn-falling',
        surface: 'sawn', profiled: false, factor: 0.85, pack: PACK_BUNDLE, fixing: () => 'visible-screw' },
    rhombus: { sku: 'RH', kind: 'cladding', cat: () => 'cladding-rhombus',
        name: (s, d) => L(`${s.name.nl} rhombusprofiel ${d}`, `${s.name.en} rhombus cladding ${d}`, `Rhombusleiste ${s.name.de} ${d}`),
        intro: (m, d) => L(`Rhombusprofiel van ${m.nl} (${d}) voor een strakke, open gevel met schaduwvoegen.`, `Rhombus cladding in ${m.en} (${d}) for a crisp, open facade with shadow gaps.`, `Rhombusleiste aus ${m.de} (${d}) für eine moderne, offene Fassade mit Schattenfugen.`),
        about: L('Rhombusprofielen worden onzichtbaar bevestigd met clips en geven een moderne gevel met diepe schaduwvoegen.', 'Rhombus profiles are fixed invisibly with clips and give a modern facade with deep shadow gaps.', 'Rhombusleisten werden verdeckt mit Clips montiert und ergeben eine moderne Fassade mit tiefen Schattenfugen.'),
        app: APP_CLADDING, apps: ['facade', 'fencing'],
        lengths: () => [300, 360, 400, 420, 450, 480, 500], sample: true, unit: 'm2', profile: 'rhombus', quality: () => 'a',
        surface: 'planed', profiled: true, factor: 1.25, pack: PACK_FOIL, fixing: () => 'hidden' },
    shiplap: { sku: 'ZR', kind: 'cladding', cat: () => 'cladding-shiplap',
        name: (s, d) => L(`${s.name.nl} Zweeds rabat ${d}`, `${s.name.en} shiplap cladding ${d}`, `Stülpschalung ${s.name.de} ${d}`),
        intro: (m, d) => L(`Zweeds rabat van ${m.nl} (${d}), de klassieke overlappende gevelbekleding.`, `Shiplap cladding in ${m.en} (${d}), the classic overlapping facade board.`, `Stülpschalung aus ${m.de} (${d}), die klassische überlappende Fassadenverkleidung.`),
        about: L('Zweeds rabat wordt overlappend gemonteerd, zodat regenwater goed afloopt.', 'Shiplap boards are fitted overlapping so that rainwater runs off well.', 'Die Bretter werden überlappend montiert, sodass Regenwasser gut abläuft.'),
        app: APP_CLADDING, apps: ['facade'],
        lengths: () => [300, 360, 400, 450, 500], sample: true, unit: 'm2', profile: 'shiplap', quality: () => 'ab',
        surface: 'planed', profiled: true, factor: 1.15, pack: PACK_FOIL, fixing: () => 'visible-screw' },
    'tg-cladding': { sku: 'TG', kind: 'cladding', cat: () => 'cladding-tg',
        name: (s, d) => L(`${s.name.nl} tand-en-groefdeel ${d}`, `${s.name.en} tongue-and-groove cladding ${d}`, `Nut-und-Feder-Brett ${s.name.de} ${d}`),
        intro: (m, d) => L(`Tand-en-groefdeel van ${m.nl} (${d}) voor een gesloten gevel of wand.`, `Tongue-and-groove cladding in ${m.en} (${d}) for a closed facade or wall.`, `Nut-und-Feder-Brett aus ${m.de} (${d}) für eine geschlossene Fassade oder Wand.`),
        about: L('Tand-en-groefdelen sluiten naadloos op elkaar aan en kunnen verticaal of horizontaal worden gemonteerd.', 'Tongue-and-groove boards join seamlessly and can be fitted vertically or horizontally.', 'Nut-und-Feder-Bretter schließen fugenlos aneinander an und lassen sich senkrecht oder waagerecht montieren.'),
        app: APP_CLADDING, apps: ['facade', 'interior'],
        lengths: () => [300, 360, 400, 420, 450, 480, 500, 600], sample: true, unit: 'm2', profile: 'tongue-and-groove', quality: () => 'ab',
        surface: 'planed', profiled: true, factor: 1.15, pack: PACK_FOIL, fixing: () => 'hidden' },
    planed: { sku: 'SM', kind: 'board', cat: s => (s.group === 'hw' || s.code === 'thermo-ash' ? 'planed-hardwood' : 'planed-softwood'),
        name: (s, _d, t) => L(`${s.name.nl} schaafwerk op maat, ${t} mm dik`, `${s.name.en} planed to order, ${t} mm thick`, `Hobelware ${s.name.de} nach Maß, ${t} mm stark`),
        intro: (m, _d, t) => L(`Schaafwerk op maat van ${m.nl}, ${t} mm dik, in onze eigen schaverij geschaafd in de breedte en lengte van uw keuze.`, `Planed-to-order ${m.en}, ${t} mm thick, machined in our own mill to the width and length you choose.`, `Hobelware nach Maß aus ${m.de}, ${t} mm stark, in unserer eigenen Hobelei auf die gewünschte Breite und Länge gefertigt.`),
        about: L('Wij schaven elke order in onze eigen schaverij; reken op 7 tot 10 werkdagen levertijd. Maatwerk wordt niet teruggenomen.', 'Every order is planed in our own mill; allow 7 to 10 working days for delivery. Custom work cannot be returned.', 'Jeder Auftrag wird in unserer eigenen Hobelei gefertigt; rechnen Sie mit 7 bis 10 Werktagen Lieferzeit. Maßanfertigungen sind vom Umtausch ausgeschlossen.'),
        app: L('Maatwerk voor binnen en buiten', 'Custom work, indoors and outdoors', 'Maßarbeit für innen und außen'), apps: ['interior', 'garden', 'facade'],
        lengths: () => [200, 300, 400, 500], sample: true, unit: 'm1', profile: 'smooth', quality: () => 'planed-clean',
        surface: 'planed', profiled: false, factor: 1.45, pack: L('Op maat geschaafd, per order gebundeld', 'Planed to order, bundled per order', 'Nach Maß gehobelt, je Auftrag gebündelt') },
};

/**
 * The width one board covers laid (mm), its joint or overlap included: decking with the 7 mm of the
 * spacer, or 5 mm between side-grooved boards held by hidden clips; shiplap cladding overlaps 25 mm,
 * tongue-and-groove cladding loses its 12 mm tongue; open rhombus cladding keeps a 10 mm gap.
 */
function workingWidth(family: FamilyKey, profile: string, width: number): number | undefined {
    if (family === 'decking') return width + (profile === 'side-grooved' ? 5 : 7);
    if (family === 'shiplap') return width - 25;
    if (family === 'tg-cladding') return width - 12;
    if (family === 'rhombus') return width + 10;
    return undefined;
}

interface Row {
    f: FamilyKey;
    s: string;
    t: number;
    w: number;
    widths?: number[];
    lengths?: number[];
    tr?: string;
    pr?: string;
    q?: string;
    hum?: string;
    unit?: PriceUnit;
    feat?: boolean;
    /** screens: price of the 180 x 180 cm screen in cents */
    base?: number;
    factor?: number;
}
const r = (f: FamilyKey, s: string, t: number, w: number, o: Partial<Row> = {}): Row => ({ f, s, t, w, ...o });
const IMP = 'impregnated-green';

const ROWS: Row[] = [
    // decking
    r('decking', 'bangkirai', 21, 145, { pr: 'grooved' }), r('decking', 'bangkirai', 25, 145, { pr: 'smooth', unit: 'm2' }),
    r('decking', 'bangkirai', 28, 145, { pr: 'ribbed' }), r('decking', 'ipe', 21, 145, { feat: true }), r('decking', 'ipe', 19, 90),
    r('decking', 'cumaru', 21, 145), r('decking', 'padouk', 21, 145, { unit: 'm2' }),
    r('decking', 'robinia', 27, 120, { widths: [90, 120, 140], lengths: [180, 210, 240, 270, 300] }),
    r('decking', 'oak', 27, 145, { lengths: [200, 250, 300, 350, 400], q: 'rustic' }),
    r('decking', 'douglas', 28, 145, { pr: 'grooved', feat: true }), r('decking', 'douglas', 28, 145, { tr: 'oiled' }),
    r('decking', 'douglas', 32, 195, { unit: 'm2' }), r('decking', 'larch', 27, 145), r('decking', 'larch', 27, 120, { pr: 'ribbed' }),
    r('decking', 'red-cedar', 25, 140), r('decking', 'scots-pine', 28, 145, { pr: 'ribbed', tr: IMP }),
    r('decking', 'scots-pine', 28, 145, { pr: 'ribbed', tr: 'impregnated-brown' }), r('decking', 'thermo-ash', 20, 140, { feat: true }),
    r('decking', 'thermo-ash', 20, 115, { pr: 'side-grooved' }), r('decking', 'thermo-pine', 26, 140, { pr: 'ribbed' }),
    r('decking', 'thermo-pine', 26, 117, { unit: 'm2' }), r('decking', 'accoya', 25, 140), r('decking', 'accoya', 25, 140, { pr: 'grooved' }),
    r('joist', 'bangkirai', 45, 70), r('joist', 'bangkirai', 45, 95), r('joist', 'larch', 45, 70), r('joist', 'douglas', 45, 70),
    r('joist', 'scots-pine', 45, 70, { tr: IMP }),
    // boards
    r('board', 'douglas', 22, 145, { widths: [145, 195, 245], feat: true }), r('board', 'larch', 22, 145, { widths: [145, 195] }),
    r('board', 'oak', 26, 150, { widths: [150, 200] }), r('board', 'spruce', 19, 95, { widths: [95, 120, 145] }),
    r('board', 'scots-pine', 18, 145, { tr: IMP }), r('board', 'red-cedar', 19, 140), r('board', 'accoya', 20, 145),
    r('board', 'thermo-ash', 20, 140),
    r('sawn-board', 'douglas', 25, 150), r('sawn-board', 'douglas', 32, 200), r('sawn-board', 'larch', 25, 150),
    r('sawn-board', 'oak', 27, 200, { q: 'rustic', hum: 'AD' }), r('sawn-board', 'spruce', 22, 150),
    r('sawn-board', 'scots-pine', 22, 200, { tr: IMP }),
    // beams and posts
    r('beam', 'oak', 120, 120, { hum: 'AD', q: 'rustic' }),
    r('beam', 'oak', 150, 150, { hum: 'Vers gezaagd', q: 'rustic', lengths: [250, 300, 350, 400, 450, 500, 600] }),
    r('beam', 'oak', 200, 200, { hum: 'Vers gezaagd', q: 'rustic', lengths: [300, 400, 500, 600], feat: true }),
    r('beam', 'oak', 100, 200, { hum: 'AD', widths: [200, 250] }), r('beam', 'douglas', 75, 200), r('beam', 'douglas', 150, 150),
    r('beam', 'spruce', 60, 120, { q: 'c24' }), r('beam', 'spruce', 80, 160, { q: 'c24', widths: [160, 200, 240] }), r('beam', 'larch', 70, 170),
    r('beam', 'bangkirai', 50, 150, { lengths: DECK_LENGTHS.hw.slice(2) }),
    r('beam', 'bangkirai', 70, 200, { lengths: DECK_LENGTHS.hw.slice(3), widths: [150, 200] }),
    r('post', 'bangkirai', 90, 90), r('post', 'bangkirai', 120, 120), r('post', 'oak', 100, 100),
    r('post', 'robinia', 90, 90, { lengths: [180, 210, 240, 270, 300] }), r('post', 'larch', 70, 70, { feat: true }), r('post', 'douglas', 90, 90),
    r('post', 'douglas', 120, 120), r('post', 'scots-pine', 70, 70, { tr: IMP }), r('post', 'scots-pine', 90, 90, { tr: IMP }),
    // poles
    r('pointed-pole', 'scots-pine', 80, 80, { tr: IMP }), r('pointed-pole', 'scots-pine', 100, 100, { tr: IMP, feat: true }),
    r('pointed-pole', 'scots-pine', 120, 120, { tr: IMP }), r('pointed-pole', 'scots-pine', 140, 140, { tr: 'impregnated-brown' }),
    r('pointed-pole', 'robinia', 100, 100, { factor: 0.5, hum: 'Vers gezaagd' }),
    r('round-pole', 'scots-pine', 100, 100, { tr: IMP }), r('round-pole', 'scots-pine', 140, 140, { tr: IMP }), r('round-pole', 'douglas', 120, 120),
    // fencing
    r('screen', 'douglas', 19, 1800, { pr: 'shiplap', base: 7495, feat: true }),
    r('screen', 'larch', 19, 1800, { pr: 'tongue-and-groove', base: 7995 }),
    r('screen', 'scots-pine', 17, 1800, { pr: 'tongue-and-groove', tr: IMP, base: 4495 }),
    r('screen', 'bangkirai', 21, 1800, { pr: 'smooth', base: 16995 }),
    r('fence-board', 'douglas', 22, 200), r('fence-board', 'scots-pine', 15, 140, { tr: IMP }),
    r('fence-board', 'scots-pine', 19, 145, { tr: IMP, pr: 'tongue-and-groove', q: 'ab' }), r('fence-board', 'larch', 20, 145),
    // cladding
    r('rhombus', 'douglas', 21, 68, { feat: true }), r('rhombus', 'larch', 21, 68), r('rhombus', 'thermo-pine', 19, 68, { tr: 'oiled' }),
    r('rhombus', 'thermo-ash', 20, 68), r('rhombus', 'accoya', 19, 68),
    r('shiplap', 'douglas', 18, 145), r('shiplap', 'douglas', 18, 145, { tr: 'pre-grey' }), r('shiplap', 'larch', 18, 145),
    r('shiplap', 'red-cedar', 18, 145),
    r('tg-cladding', 'douglas', 19, 145, { tr: 'painted-black' }), r('tg-cladding', 'spruce', 19, 121), r('tg-cladding', 'thermo-pine', 19, 140),
    r('tg-cladding', 'larch', 19, 140),
    // planed to order
    r('planed', 'oak', 27, 145, { widths: [95, 145, 195], feat: true }), r('planed', 'bangkirai', 21, 95, { widths: [70, 95, 145] }),
    r('planed', 'ipe', 21, 95, { widths: [70, 95, 145] }), r('planed', 'thermo-ash', 20, 95, { widths: [68, 95, 140] }),
    r('planed', 'douglas', 22, 145, { widths: [95, 145, 195] }), r('planed', 'larch', 22, 145, { widths: [95, 145, 195] }),
    r('planed', 'accoya', 20, 145, { widths: [95, 145, 195] }), r('planed', 'red-cedar', 19, 95, { widths: [70, 95, 140] }),
    r('planed', 'spruce', 18, 95, { widths: [70, 95, 120] }),
];

// ---------------------------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------------------------

const pack = (n: number) => L(`Doos ${n} stuks`, `Box of ${n}`, `Packung ${n} Stück`);
const litre = (n: number) => {
    const nl = String(n).replace('.', ',');
    return L(`${nl} liter`, `${n} litre${n === 1 ? '' : 's'}`, `${nl} Liter`);
};
const roll = (w: string, len: number) => L(`Rol ${w.replace('.', ',')} x ${len} m`, `Roll ${w} x ${len} m`, `Rolle ${w.replace('.', ',')} x ${len} m`);
const forPost = (mm: number) => L(`Voor paal ${mm} mm`, `For ${mm} mm post`, `Für Pfosten ${mm} mm`);

interface Accessory {
    key: string;
    cat: string;
    name: PerLanguage;
    intro: PerLanguage;
    hs: string;
    quality: PerLanguage;
    apps: string[];
    color: string;
    weight: number;
    variants: [PerLanguage, number][];
    acc: string[];
    alt?: string[];
    feat?: boolean;
}
const ACCESSORIES: Accessory[] = [
    { key: 'decking-screw-a2', cat: 'acc-screws', name: L('RVS vlonderschroef 5,0 x 50 mm A2', 'Stainless decking screw 5.0 x 50 mm A2', 'Edelstahl-Terrassenschraube 5,0 x 50 mm A2'), intro: L('RVS schroef met freesribben en kleine verzinkkop voor naaldhouten vlonders.', 'Stainless steel screw with cutting ribs and a small countersunk head for softwood decking.', 'Edelstahlschraube mit Fräsrippen und kleinem Senkkopf für Terrassen aus Nadelholz.'), hs: '7318 12 10', quality: L('RVS A2', 'Stainless steel A2', 'Edelstahl A2'), apps: ['terrace', 'fencing'], color: '#a7adb3', weight: 0.6, variants: [[pack(100), 1095], [pack(250), 2450], [pack(500), 4395]], acc: [], alt: ['decking-screw-a4'], feat: true },
    { key: 'decking-screw-a4', cat: 'acc-screws', name: L('RVS hardhoutschroef 5,0 x 60 mm A4', 'Stainless hardwood screw 5.0 x 60 mm A4', 'Edelstahl-Hartholzschraube 5,0 x 60 mm A4'), intro: L('Zuurbestendige A4-schroef met boorpunt voor hardhout en gemodificeerd hout; voorboren blijft aanbevolen.', 'Acid-resistant A4 screw with drill point for hardwood and modified wood; pre-drilling is still recommended.', 'Säurebeständige A4-Schraube mit Bohrspitze für Hartholz und modifiziertes Holz; Vorbohren wird empfohlen.'), hs: '7318 12 10', quality: L('RVS A4', 'Stainless steel A4', 'Edelstahl A4'), apps: ['terrace'], color: '#b8bec4', weight: 0.8, variants: [[pack(100), 1895], [pack(250), 4295], [pack(500), 7950]], acc: [], alt: ['decking-screw-a2'] },
    { key: 'facade-screw', cat: 'acc-screws', name: L('RVS gevelschroef 4,5 x 45 mm zwart', 'Stainless facade screw 4.5 x 45 mm black', 'Edelstahl-Fassadenschraube 4,5 x 45 mm schwarz'), intro: L('Zwart gecoate RVS schroef die nauwelijks opvalt in donkere gevelbekleding.', 'Black coated stainless screw that is barely visible in dark cladding.', 'Schwarz beschichtete Edelstahlschraube, die in dunklen Fassaden kaum auffällt.'), hs: '7318 12 10', quality: L('RVS A2, zwart gecoat', 'Stainless steel A2, black coated', 'Edelstahl A2, schwarz beschichtet'), apps: ['facade'], color: '#3a3d40', weight: 0.4, variants: [[pack(100), 1450], [pack(250), 3250]], acc: [], alt: ['decking-screw-a2'] },
    { key: 'construction-screw', cat: 'acc-screws', name: L('Houtbouwschroef 8 x 200 mm verzinkt', 'Timber construction screw 8 x 200 mm galvanised', 'Holzbauschraube 8 x 200 mm verzinkt'), intro: L('Verzinkte tellerkopschroef voor het verbinden van balken en palen, zonder voorboren.', 'Galvanised washer-head screw for joining beams and posts without pre-drilling.', 'Verzinkte Tellerkopfschraube zum Verbinden von Balken und Pfosten ohne Vorbohren.'), hs: '7318 12 90', quality: L('Verzinkt staal', 'Galvanised steel', 'Stahl verzinkt'), apps: ['construction'], color: '#c9b458', weight: 4.2, variants: [[pack(50), 3695], [pack(100), 6895]], acc: [] },
    { key: 'hidden-clip', cat: 'acc-clips', name: L('Verborgen vlonderclip RVS', 'Hidden decking clip, stainless', 'Verdeckter Terrassenclip Edelstahl'), intro: L('RVS clip voor planken met clipsleuf: een strak terras zonder zichtbare schroeven, inclusief schroeven.', 'Stainless clip for side-grooved boards: a clean deck without visible screws, screws included.', 'Edelstahlclip für Dielen mit Seitennut: eine Terrasse ohne sichtbare Schrauben, inklusive Schrauben.'), hs: '7318 29 00', quality: L('RVS A2', 'Stainless steel A2', 'Edelstahl A2'), apps: ['terrace'], color: '#9ea4aa', weight: 1.1, variants: [[pack(100), 3995], [pack(250), 8995]], acc: ['decking-screw-a4'] },
    { key: 'decking-spacer', cat: 'acc-clips', name: L('Afstandhouder 7 mm', 'Decking spacer 7 mm', 'Fugenabstandhalter 7 mm'), intro: L('Kunststof afstandhouder voor een gelijkmatige voeg van 7 mm tussen de planken.', 'Plastic spacer for an even 7 mm gap between the boards.', 'Kunststoffabstandhalter für eine gleichmäßige Fuge von 7 mm zwischen den Dielen.'), hs: '3926 90 97', quality: L('Polypropyleen', 'Polypropylene', 'Polypropylen'), apps: ['terrace'], color: '#e06c2c', weight: 0.2, variants: [[pack(50), 795], [pack(200), 2495]], acc: ['decking-screw-a2'] },
    { key: 'hardwood-oil', cat: 'acc-care', name: L('Hardhoutolie naturel', 'Hardwood oil, natural', 'Hartholzöl natur'), intro: L('Diep indringende olie die de kleur van hardhout verlevendigt en vergrijzing vertraagt.', 'Deep-penetrating oil that brings out the colour of hardwood and slows down greying.', 'Tief eindringendes Öl, das die Farbe von Hartholz belebt und die Vergrauung verzögert.'), hs: '3208 90 91', quality: L('Op waterbasis', 'Water-based', 'Auf Wasserbasis'), apps: ['terrace', 'garden'], color: '#b5651d', weight: 0.8, variants: [[litre(0.75), 1895], [litre(2.5), 4995], [litre(5), 8995]], acc: ['decking-cleaner'], alt: ['decking-oil', 'greying-oil'], feat: true },
    { key: 'decking-oil', cat: 'acc-care', name: L('Terrasolie douglas en lariks', 'Decking oil for Douglas fir and larch', 'Terrassenöl für Douglasie und Lärche'), intro: L('Gepigmenteerde olie voor naaldhouten vlonders, beschermt tegen vocht en uv.', 'Pigmented oil for softwood decking, protects against moisture and UV.', 'Pigmentiertes Öl für Nadelholzterrassen, schützt vor Feuchtigkeit und UV.'), hs: '3208 90 91', quality: L('Op waterbasis', 'Water-based', 'Auf Wasserbasis'), apps: ['terrace'], color: '#c8874b', weight: 0.8, variants: [[litre(0.75), 1695], [litre(2.5), 4495], [litre(5), 8495]], acc: ['decking-cleaner'], alt: ['hardwood-oil', 'greying-oil'] },
    { key: 'greying-oil', cat: 'acc-care', name: L('Vergrijzingsolie zilvergrijs', 'Greying oil, silver grey', 'Vergrauungsöl silbergrau'), intro: L('Geeft nieuw hout direct een gelijkmatige zilvergrijze kleur die natuurlijk verder verweert.', 'Gives new wood an even silver-grey colour straight away, which then weathers naturally.', 'Verleiht neuem Holz sofort einen gleichmäßigen silbergrauen Farbton, der natürlich weiter verwittert.'), hs: '3208 90 91', quality: L('Op waterbasis', 'Water-based', 'Auf Wasserbasis'), apps: ['facade', 'terrace'], color: '#9a9891', weight: 0.8, variants: [[litre(0.75), 2295], [litre(2.5), 5995]], acc: ['decking-cleaner'], alt: ['hardwood-oil', 'decking-oil'] },
    { key: 'decking-cleaner', cat: 'acc-care', name: L('Terrasreiniger', 'Decking cleaner', 'Terrassenreiniger'), intro: L('Verwijdert groene aanslag en vuil en maakt het hout klaar voor een nieuwe oliebeurt.', 'Removes green algae and dirt and prepares the wood for a fresh coat of oil.', 'Entfernt Grünbelag und Schmutz und bereitet das Holz auf einen neuen Ölanstrich vor.'), hs: '3402 50 90', quality: L('Biologisch afbreekbaar', 'Biodegradable', 'Biologisch abbaubar'), apps: ['terrace', 'garden'], color: '#4f8a3c', weight: 1.1, variants: [[litre(1), 1395], [litre(5), 4995]], acc: ['hardwood-oil', 'decking-oil'] },
    { key: 'end-grain-sealer', cat: 'acc-care', name: L('Kopshoutsealer', 'End-grain sealer', 'Hirnholzversiegelung'), intro: L('Wasachtige sealer die kopse kanten afsluit en scheuren door snelle droging voorkomt.', 'Wax-based sealer that closes end grain and prevents checking caused by fast drying.', 'Wachsbasierte Versiegelung, die Hirnholz verschließt und Trockenrisse verhindert.'), hs: '3404 90 00', quality: L('Wasemulsie', 'Wax emulsion', 'Wachsemulsion'), apps: ['construction', 'terrace'], color: '#d9c9a3', weight: 0.6, variants: [[litre(0.5), 1595], [litre(1), 2695]], acc: [] },
    { key: 'weed-membrane', cat: 'acc-groundwork', name: L('Worteldoek 100 g/m²', 'Weed control fabric 100 g/m²', 'Unkrautvlies 100 g/m²'), intro: L('Waterdoorlatend worteldoek dat onkruid onder vlonders en grindpaden tegenhoudt.', 'Water-permeable fabric that stops weeds under decks and gravel paths.', 'Wasserdurchlässiges Vlies, das Unkraut unter Terrassen und Kieswegen verhindert.'), hs: '5603 13 90', quality: L('Polypropyleen vlies, 100 g/m²', 'Polypropylene fabric, 100 g/m²', 'Polypropylen-Vlies, 100 g/m²'), apps: ['terrace', 'garden'], color: '#2f3b2f', weight: 2.6, variants: [[roll('1', 25), 1695], [roll('2', 25), 2995], [roll('4', 25), 5495]], acc: ['adjustable-pedestal'] },
    { key: 'adjustable-pedestal', cat: 'acc-groundwork', name: L('Verstelbare stelpoot 35-60 mm', 'Adjustable pedestal 35-60 mm', 'Stellfuß verstellbar 35-60 mm'), intro: L('Traploos verstelbare stelpoot om de onderconstructie waterpas te leggen.', 'Infinitely adjustable pedestal for levelling the decking substructure.', 'Stufenlos verstellbarer Stellfuß zum Ausnivellieren der Unterkonstruktion.'), hs: '3926 90 97', quality: L('Polypropyleen, uv-bestendig', 'Polypropylene, UV resistant', 'Polypropylen, UV-beständig'), apps: ['terrace'], color: '#595f66', weight: 1.8, variants: [[pack(10), 2995], [pack(50), 12995]], acc: ['weed-membrane'], alt: ['rubber-pads'] },
    { key: 'post-base', cat: 'acc-groundwork', name: L('Paaldrager verzinkt om in te betonneren', 'Galvanised post base for concrete', 'Pfostenträger verzinkt zum Einbetonieren'), intro: L('Thermisch verzinkte U-paaldrager die de voet van de paal vrij van de grond houdt.', 'Hot-dip galvanised U-shaped post base that keeps the foot of the post clear of the ground.', 'Feuerverzinkter U-Pfostenträger, der den Pfostenfuß vom Boden fernhält.'), hs: '7326 90 98', quality: L('Thermisch verzinkt', 'Hot-dip galvanised', 'Feuerverzinkt'), apps: ['fencing', 'construction'], color: '#8f969c', weight: 1.4, variants: [[forPost(71), 895], [forPost(91), 1095], [forPost(121), 1395]], acc: ['construction-screw'] },
    { key: 'rubber-pads', cat: 'acc-groundwork', name: L('Rubber onderlegblokjes 90 x 90 x 10 mm', 'Rubber pads 90 x 90 x 10 mm', 'Gummipads 90 x 90 x 10 mm'), intro: L('Rubber blokjes onder de onderbalken: dempen geluid en voorkomen staand water.', 'Rubber pads under the joists that dampen noise and prevent standing water.', 'Gummipads unter der Unterkonstruktion: dämpfen Trittschall und verhindern Staunässe.'), hs: '4016 99 97', quality: L('Gerecycled rubber', 'Recycled rubber', 'Recyceltes Gummi'), apps: ['terrace'], color: '#2b2b2b', weight: 2.0, variants: [[pack(20), 995], [pack(100), 3995]], acc: ['weed-membrane'], alt: ['adjustable-pedestal'] },
];

// ---------------------------------------------------------------------------------------------
// Shared texts
// ---------------------------------------------------------------------------------------------

const RIBBONS: Record<'offer' | 'new' | 'last', DemoRibbon> = {
    offer: { displayName: L('Aanbieding', 'Offer', 'Angebot'), bgColor: '#c0392b', textColor: '#ffffff' },
    new: { displayName: L('Nieuw', 'New', 'Neu'), bgColor: '#2e7d32', textColor: '#ffffff' },
    last: { displayName: L('Op=op', 'While stocks last', 'Solange Vorrat reicht'), bgColor: '#f2b705', textColor: '#1a1a1a' },
};
const SCREEN_STYLES: Record<string, PerLanguage> = {
    shiplap: L('Zweeds rabat', 'shiplap', 'Stülpschalung'),
    'tongue-and-groove': L('tand en groef', 'tongue and groove', 'Nut und Feder'),
    smooth: L('geschaafde latten', 'planed slats', 'gehobelte Latten'),
};

function popTexts(delay: number, toOrder: boolean): [PerLanguage, PerLanguage, PerLanguage] {
    if (toOrder) {
        return [
            L('Wordt voor u op maat geschaafd', 'Planed to size for you', 'Wird für Sie nach Maß gehobelt'),
            L(`Klaar voor verzending in ca. ${delay} werkdagen`, `Ready to ship in approx. ${delay} working days`, `Versandbereit in ca. ${delay} Werktagen`),
            L('Maatwerk: niet retour', 'Made to measure: no returns', 'Maßanfertigung: kein Umtausch'),
        ];
    }
    const days = Math.max(5, delay + 4);
    return [
        L('Ruim op voorraad, direct leverbaar', 'Plenty in stock, ready to ship', 'Reichlich auf Lager, sofort lieferbar'),
        L('Beperkte voorraad, bestel tijdig', 'Limited stock, order soon', 'Begrenzter Vorrat, bitte rechtzeitig bestellen'),
        L(`Nabestelling: levertijd ca. ${days} werkdagen`, `Back-order: delivery in approx. ${days} working days`, `Nachbestellung: Lieferzeit ca. ${days} Werktage`),
    ];
}

const metres = (cm: number, locale: Locale) => {
    const m = (cm / 100).toFixed(cm % 100 === 0 ? 0 : cm % 10 === 0 ? 1 : 2);
    return locale === 'en' ? m : m.replace('.', ',');
};
/** 'Terras, tuin en gevel' */
const listing = (items: string[], l: Locale) =>
    items.map((x, i) => (i && l !== 'de' ? lower(x) : x)).join(', ').replace(/, ([^,]+)$/, ` ${{ nl: 'en', en: 'and', de: 'und' }[l]} $1`);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function html(paragraphs: PerLanguage[], points: PerLanguage[]): PerLanguage {
    return mapL(l => `${paragraphs.map(p => `<p>${escapeHtml(p[l])}</p>`).join('')}<ul>${points.map(p => `<li>${escapeHtml(p[l])}</li>`).join('')}</ul>`);
}
const seoTitle = (name: PerLanguage) => L(`${name.nl} kopen`, `${name.en}: order online`, `${name.de} kaufen`);
const seoDescription = (intro: PerLanguage) =>
    L(`${intro.nl} Online bestellen, levering in Nederland, België en Duitsland.`, `${intro.en} Order online with delivery to the Netherlands, Belgium and Germany.`, `${intro.de} Online bestellen, Lieferung in die Niederlande, nach Belgien und Deutschland.`);

function tint(hex: string, treatment: string): string {
    const mix = (target: [number, number, number], amount: number) => {
        const c = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16));
        return `#${c.map((v, i) => Math.round(v + (target[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`;
    };
    switch (treatment) {
        case 'impregnated-green': return mix([110, 130, 70], 0.55);
        case 'impregnated-brown': return mix([100, 66, 40], 0.5);
        case 'pre-grey': return mix([155, 152, 145], 0.8);
        case 'painted-black': return '#2a2a2a';
        case 'oiled': return mix([120, 70, 30], 0.25);
        default: return hex;
    }
}

// ---------------------------------------------------------------------------------------------
// The builder
// ---------------------------------------------------------------------------------------------

interface Meta {
    family?: FamilyKey;
    species?: Species;
    group?: Group;
    acc?: string[];
    alt?: string[];
}

export function buildDemoCatalogue(): DemoCatalogue {
    const rand = mulberry32(SEED);
    const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
    const categories = buildCategories();
    const images: DemoImage[] = [];
    const products: DemoProduct[] = [];
    const meta = new Map<string, Meta>();
    const skus = new Set<string>();
    let barcodeSerial = 0;
    const nextBarcode = () => withEanCheckDigit(`871952${String(++barcodeSerial).padStart(6, '0')}`);
    const addImage = (key: string, kind: DemoImage['kind'], color: string, label: string) => {
        images.push({ key, kind, color, label });
        return key;
    };

    /** stock, delay and pop-up fields of one variant */
    function stockFields(mode: 'stock' | 'fast' | 'mixed' | 'order', pop: [number, number], scale: number) {
        const roll = rand();
        const stockOnHand = mode === 'order' ? between(20, 200) : roll < 0.12 ? 0 : roll < 0.3 ? between(1, 9) : Math.max(10, Math.round(between(10, 300) * scale));
        const saleDelay =
            mode === 'order' ? between(7, 10) : mode === 'fast' ? between(1, 2) : mode === 'mixed' ? between(0, 10) : stockOnHand === 0 ? between(3, 10) : between(0, 2);
        return { stockOnHand, saleDelay, stockPopUp1Qty: pop[0], stockPopUp2Qty: pop[1], stockPopUpTexts: popTexts(saleDelay, mode === 'order') };
    }

    ROWS.forEach((row, index) => {
        const fam = FAMILIES[row.f];
        const s = speciesByCode.get(row.s);
        if (!s) throw new Error(`Unknown species ${row.s}`);
        const treatment = row.tr ?? (s.group === 'mod' ? (s.code === 'accoya' ? 'acetylated' : 'thermally-modified') : 'untreated');
        const profile = row.pr ?? fam.profile;
        const quality = row.q ?? fam.quality(s);
        const humidity = row.hum ?? s.hum;
        const round = row.f.endsWith('pole');
        const isScreen = row.f === 'screen';
        const dims = round ? `Ø ${row.t} mm` : `${row.t} x ${row.w} mm`;

        let name = fam.name(s, dims, row.t);
        const suffixes: PerLanguage[] = [];
        if (row.f === 'decking') suffixes.push(mapL(l => lower(named(PROFILES, profile)[l])));
        if (isScreen) suffixes.push(SCREEN_STYLES[profile]);
        if (NAMED_TREATMENTS.includes(treatment)) suffixes.push(mapL(l => lower(named(TREATMENTS, treatment)[l])));
        if (suffixes.length) name = mapL(l => `${name[l]}${row.f === 'decking' ? ' ' : ', '}${suffixes.map(x => x[l]).join(', ')}`);

        let key = `${s.code}-${row.f}${isScreen ? '' : round ? `-d${row.t}` : `-${row.t}x${row.w}`}`;
        if (meta.has(key) || isScreen) key += `-${isScreen ? profile : row.tr ?? profile}`;
        if (meta.has(key)) throw new Error(`Duplicate product key ${key}`);

        const intro = fam.intro(s.mat, dims, row.t);
        const widths = row.widths ?? [row.w];
        const lengths = row.lengths ?? fam.lengths(s);
        const priceFactor = (row.factor ?? fam.factor) * (TREATMENT_PRICE[treatment] ?? 1);
        const section = round ? Math.PI * (row.t / 2000) ** 2 : (row.t / 1000) * (row.w / 1000);
        const toOrder = row.f === 'planed';
        const mode = toOrder ? 'order' : row.f === 'screen' ? 'fast' : (['stock', 'stock', 'stock', 'fast', 'fast', 'mixed'] as const)[between(0, 5)];
        const pop: [number, number] = toOrder || index % 9 === 0 ? [0, 0] : ['beam', 'post', 'pointed-pole', 'round-pole'].includes(row.f) ? [5, 20] : [10, 50];
        const skuBase = `${fam.sku}-${s.abbr}-${round ? `D${row.t}` : `${row.t}${isScreen ? '' : row.w}`}`;
        let skuPrefix = skuBase;
        for (let n = 2; [...skus].some(x => x.startsWith(`${skuPrefix}-`)); n++) skuPrefix = `${skuBase}${String.fromCharCode(63 + n)}`;

        const variants: DemoVariant[] = [];
        const push = (v: Omit<DemoVariant, 'barcode' | 'sku'>, skuSuffix: string) => {
            const sku = `${skuPrefix}-${skuSuffix}`;
            if (skus.has(sku)) throw new Error(`Duplicate SKU ${sku}`);
            skus.add(sku);
            variants.push({ sku, ...v, barcode: nextBarcode() });
        };
        if (isScreen) {
            const sizes: [number, number, number][] = [[180, 1800, 1], [150, 1800, 0.86], [120, 1800, 0.72], [90, 1800, 0.58], [180, 900, 0.6]];
            for (const [height, width, factor] of sizes) {
                const size = `${width / 10} x ${height} cm`;
                push({ label: L(size, size, size), length: height, width, priceExVat: Math.round((row.base! * factor) / 5) * 5, ...stockFields(mode, pop, 0.3) }, `${width / 10}${height}`);
            }
        } else {
            for (const length of lengths) {
                for (const width of widths) {
                    const cross = round ? section : (row.t / 1000) * (width / 1000);
                    const priceExVat = Math.round((cross * (length / 100) * s.eur * priceFactor * 100) / 5) * 5;
                    const scale = length > 450 ? 0.4 : row.t >= 100 ? 0.5 : 1;
                    const covers = workingWidth(row.f, profile, width);
                    push(
                        // no surcharge text of its own: a long length announces the delivery's long-length surcharge from the rules (the product page)
                        { length, width, ...(covers ? { workingWidth: covers } : {}), priceExVat, ...stockFields(mode, pop, scale) },
                        widths.length > 1 ? `${width}-${length}` : String(length),
                    );
                }
            }
            if (fam.sample) {
                const priceExVat = Math.min(500, Math.round((250 + Math.min(1, s.eur / 5000) * 200 + (treatment === 'untreated' ? 0 : 50)) / 5) * 5);
                const fields = stockFields('fast', [0, 0], 1);
                push({ length: SAMPLE_VARIANT_LENGTH, width: row.w, priceExVat, ...fields, stockOnHand: Math.max(25, fields.stockOnHand) }, 'S');
            }
        }

        const facets: Record<string, string[]> = {
            species: [s.code],
            quality: [quality],
            treatment: [treatment],
            profile: [profile],
            application: fam.apps,
            durability: [s.dur],
            drying: [humidity.startsWith('KD') ? 'kd' : humidity.startsWith('AD') ? 'ad' : 'fresh'],
            origin: [s.origin],
            colour: [TREATMENT_COLOURS[treatment] ?? s.colour],
            surface: [s.code === 'larch' && row.f === 'shiplap' ? 'fine-sawn' : fam.surface],
        };
        if (!isScreen) Object.assign(facets, { thickness: [String(row.t)], width: [String(row.w)] });
        if (s.cert !== 'none') facets.certification = [s.cert.toLowerCase()];
        if (fam.fixing) facets.fixing = [fam.fixing(profile)];

        const color = tint(s.color, treatment);
        const featured = !!row.feat;
        // round wood keeps its diameter in every caption: the renderer draws poles for 'Ø' and points for 'gepunt'
        const tag = round ? ` ${dims}${row.f === 'pointed-pole' ? ' gepunt' : ''}` : '';
        const productImages = [addImage(`${key}-1`, fam.kind, color, `${s.name.nl} ${isScreen ? SCREEN_STYLES[profile].nl : round ? tag.trim() : dims}`)];
        if (rand() < 0.6) productImages.push(addImage(`${key}-2`, fam.kind, color, `${s.name.nl}${tag} - ${named(TREATMENTS, treatment).nl}`));
        if (featured) productImages.push(addImage(`${key}-3`, fam.kind, color, `${s.name.nl}${tag} - ${named(APPLICATIONS, fam.apps[0]).nl}`));

        const profiles: DemoProfile[] = [];
        if (SPECIAL_PROFILES.includes(profile)) {
            const pname = named(PROFILES, profile);
            const image1 = addImage(`profile-${key}`, 'profile', color, `${pname.nl} ${isScreen ? '' : dims}`.trim());
            const withMount = ['rhombus', 'side-grooved', 'shiplap'].includes(profile);
            profiles.push({
                name: L(`Profieltekening: ${pname.nl}`, `Profile drawing: ${pname.en}`, `Profilzeichnung: ${pname.de}`),
                image1,
                ...(withMount ? { image2: addImage(`profile-${key}-mount`, 'profile', color, `Montage: ${pname.nl}`) } : {}),
            });
        }

        const documents: DemoDocument[] = [];
        if (featured || ['decking', 'rhombus', 'shiplap', 'tg-cladding', 'planed'].includes(row.f)) {
            documents.push({ title: L('Technisch informatieblad', 'Technical data sheet', 'Technisches Datenblatt'), filename: `${key}-datasheet.pdf` });
            if (row.f === 'decking' || fam.kind === 'cladding') {
                const laying = row.f === 'decking' ? L('Legvoorschrift', 'Laying instructions', 'Verlegeanleitung') : L('Montagevoorschrift', 'Installation guide', 'Montageanleitung');
                documents.push({ title: laying, filename: `${key}-${slugify(laying.en)}.pdf` });
            }
        }

        const minL = Math.min(...lengths);
        const maxL = Math.max(...lengths);
        const points: PerLanguage[] = [
            isScreen
                ? L(`Maten: ${variants.map(v => v.label!.nl).join(', ')}`, `Sizes: ${variants.map(v => v.label!.en).join(', ')}`, `Größen: ${variants.map(v => v.label!.de).join(', ')}`)
                : mapL(l => {
                      const size = widths.length > 1 ? `${row.t} mm x ${widths.join(' / ')} mm` : dims;
                      const range = `${metres(minL, l)} ${{ nl: 'tot', en: 'to', de: 'bis' }[l]} ${metres(maxL, l)} m`;
                      return { nl: `Afmeting ${size}, lengte ${range}`, en: `Size ${size}, length ${range}`, de: `Maß ${size}, Länge ${range}` }[l];
                  }),
            L(`Kwaliteit ${QUALITIES[quality][3]}`, `Quality ${QUALITIES[quality][3]}`, `Qualität ${QUALITIES[quality][3]}`),
            L(`Duurzaamheidsklasse ${s.dur}`, `Durability class ${s.dur}`, `Dauerhaftigkeitsklasse ${s.dur}`),
            named(TREATMENTS, treatment),
        ];
        if (s.cert !== 'none') points.push(L(`${s.cert}-gecertificeerd hout`, `${s.cert} certified timber`, `${s.cert}-zertifiziertes Holz`));
        if (fam.sample) points.push(L('Monster van ca. 25 cm te bestellen', 'Sample of approx. 25 cm available', 'Muster von ca. 25 cm erhältlich'));

        const tiers: QuantityTier[] =
            index % 10 === 1 || index % 10 === 4 || index % 10 === 7
                ? fam.kind === 'beam' || round
                    ? [{ minQuantity: 10, discountPercent: 3 }, { minQuantity: 25, discountPercent: 5 }]
                    : [{ minQuantity: 20, discountPercent: 3 }, { minQuantity: 50, discountPercent: 6 }, { minQuantity: 100, discountPercent: 10 }]
                : [];
        const ribbon = index % 7 === 3 ? (s.group === 'mod' ? RIBBONS.new : index % 2 ? RIBBONS.offer : RIBBONS.last) : undefined;
        const density = round ? s.dens * 0.9 : s.dens;

        meta.set(key, { family: row.f, species: s, group: s.group });
        products.push({
            key,
            categoryKeys: [fam.cat(s)],
            name,
            slug: mapL(l => slugify(name[l])),
            intro,
            html: html([intro, s.blurb, fam.about], points),
            seoTitle: seoTitle(name),
            seoDescription: seoDescription(intro),
            facets,
            species: s.code,
            certification: s.cert,
            thickness: row.t,
            width: row.w,
            humidity,
            quality: QUALITIES[quality][3],
            durabilityClass: s.dur,
            weight: isScreen ? Math.round(3.24 * (row.t / 1000) * s.dens * 0.8 + 8) : Math.round(section * density * 100) / 100,
            volume: isScreen ? Math.round(1.8 * 1.8 * (row.t / 1000) * 1000) / 1000 : Math.round(section * 1e6) / 1e6,
            commodityCode: isScreen ? '4421 99 99' : round ? (s.code === 'robinia' ? '4403 99 00' : treatment === 'untreated' ? '4403 21 90' : '4403 11 00') : s.hs[fam.profiled || profile === 'tongue-and-groove' ? 1 : 0],
            packingMethod: fam.pack,
            application: fam.app,
            priceUnit: row.unit ?? fam.unit,
            variantView: isScreen ? 'Other' : 'WoodView',
            quantityTiers: tiers,
            ...(ribbon ? { ribbon } : {}),
            profiles,
            documents,
            images: productImages,
            accessoryKeys: [],
            alternativeKeys: [],
            featured,
            variants,
        });
    });

    ACCESSORIES.forEach((a, i) => {
        const index = ROWS.length + i;
        const mode = (['stock', 'fast'] as const)[i % 2];
        const variants = a.variants.map(([label, priceExVat], vi) => {
            const sku = `TB-${a.key.toUpperCase()}-${vi + 1}`;
            skus.add(sku);
            return { sku, label, length: 0, width: 0, priceExVat, barcode: nextBarcode(), ...stockFields(mode, [10, 50], 1) };
        });
        const points = [
            L(`Verpakking: ${a.variants.map(v => v[0].nl).join(', ')}`, `Packs: ${a.variants.map(v => v[0].en).join(', ')}`, `Verpackung: ${a.variants.map(v => v[0].de).join(', ')}`),
            mapL(l => `${{ nl: 'Uitvoering', en: 'Finish', de: 'Ausführung' }[l]}: ${a.quality[l]}`),
            L('Op werkdagen voor 14:00 besteld, dezelfde dag verzonden', 'Ordered before 2 pm on working days, shipped the same day', 'Werktags bis 14 Uhr bestellt, am selben Tag versendet'),
        ];
        const about = L('Door ons getest en afgestemd op het hout uit ons assortiment.', 'Tested by us and matched to the timber in our range.', 'Von uns getestet und auf das Holz aus unserem Sortiment abgestimmt.');
        const tiers: QuantityTier[] = index % 10 === 1 || index % 10 === 4 || index % 10 === 7 ? [{ minQuantity: 10, discountPercent: 5 }, { minQuantity: 25, discountPercent: 10 }] : [];
        const ribbon = index % 7 === 3 ? (index % 2 ? RIBBONS.offer : RIBBONS.new) : undefined;
        const productImages = [addImage(`${a.key}-1`, 'accessory', a.color, a.name.nl)];
        if (i % 3 === 0) productImages.push(addImage(`${a.key}-2`, 'accessory', a.color, `${a.name.nl} - detail`));
        meta.set(a.key, { acc: a.acc, alt: a.alt ?? [] });
        products.push({
            key: a.key,
            categoryKeys: [a.cat],
            name: a.name,
            slug: mapL(l => slugify(a.name[l])),
            intro: a.intro,
            html: html([a.intro, about], points),
            seoTitle: seoTitle(a.name),
            seoDescription: seoDescription(a.intro),
            facets: { application: a.apps },
            species: '',
            certification: 'none',
            thickness: 0,
            width: 0,
            humidity: '',
            quality: a.quality.nl,
            durabilityClass: '',
            weight: a.weight,
            volume: Math.round(a.weight * 0.0012 * 1e6) / 1e6,
            commodityCode: a.hs,
            packingMethod: L('Per verpakkingseenheid', 'Per pack', 'Pro Verpackungseinheit'),
            application: mapL(l => listing(a.apps.map(x => named(APPLICATIONS, x)[l]), l)),
            priceUnit: 'piece',
            variantView: 'Other',
            quantityTiers: tiers,
            ...(ribbon ? { ribbon } : {}),
            profiles: [],
            // no documents: the seeder's data sheet lists dimensions and durability, which accessories lack
            documents: [],
            images: productImages,
            accessoryKeys: [],
            alternativeKeys: [],
            featured: !!a.feat,
            variants,
        });
    });

    // Links between products: accessories that go with a product, and the same product in other species.
    const byFamily = (f: FamilyKey) => products.filter(p => meta.get(p.key)?.family === f);
    const sameSpeciesOr = (f: FamilyKey, species: string, fallback: string) =>
        (byFamily(f).find(p => p.species === species) ?? byFamily(f).find(p => p.species === fallback) ?? byFamily(f)[0]).key;
    const oilFor = (g?: Group) => (g === 'sw' ? 'decking-oil' : g === 'mod' ? 'greying-oil' : 'hardwood-oil');
    for (const p of products) {
        const m = meta.get(p.key)!;
        const g = m.group;
        const profile = p.facets.profile?.[0];
        const accessoryKeys: Record<FamilyKey, () => string[]> = {
            decking: () => [profile === 'side-grooved' ? 'hidden-clip' : g === 'sw' ? 'decking-screw-a2' : 'decking-screw-a4', sameSpeciesOr('joist', p.species, g === 'sw' ? 'douglas' : 'bangkirai'), oilFor(g), 'weed-membrane'],
            joist: () => ['rubber-pads', 'adjustable-pedestal', 'weed-membrane'],
            board: () => ['decking-screw-a2', oilFor(g)],
            'sawn-board': () => ['decking-screw-a2', 'end-grain-sealer'],
            beam: () => ['construction-screw', 'end-grain-sealer'],
            post: () => ['post-base', 'construction-screw'],
            'pointed-pole': () => ['end-grain-sealer'],
            'round-pole': () => ['end-grain-sealer', 'construction-screw'],
            screen: () => [sameSpeciesOr('post', p.species, 'scots-pine'), 'decking-screw-a2', 'post-base'],
            'fence-board': () => [sameSpeciesOr('post', p.species, 'scots-pine'), 'decking-screw-a2'],
            rhombus: () => ['facade-screw', 'greying-oil'],
            shiplap: () => ['facade-screw', 'greying-oil'],
            'tg-cladding': () => ['facade-screw', 'end-grain-sealer'],
            planed: () => [oilFor(g), 'end-grain-sealer'],
        };
        p.accessoryKeys = (m.family ? accessoryKeys[m.family]() : m.acc!).filter(k => k !== p.key);
        if (m.family) {
            const seen = new Set([p.species]);
            const candidates = byFamily(m.family).sort((a, b) => Number(b.categoryKeys[0] === p.categoryKeys[0]) - Number(a.categoryKeys[0] === p.categoryKeys[0]));
            for (const c of candidates) {
                if (p.alternativeKeys.length >= 3) break;
                if (seen.has(c.species)) continue;
                seen.add(c.species);
                p.alternativeKeys.push(c.key);
            }
        } else {
            p.alternativeKeys = m.alt!;
        }
    }

    // Category images: the colour of the first product found in the category or below it.
    const productIn = (key: string): DemoProduct | undefined =>
        products.find(p => p.categoryKeys.includes(key)) ?? categories.filter(c => c.parentKey === key).map(c => productIn(c.key)).find(Boolean);
    for (const c of categories) {
        const p = productIn(c.key);
        const color = p ? images.find(i => i.key === p.images[0])!.color : '#b08a5a';
        addImage(`category-${c.key}`, 'category', color, c.name.nl);
    }

    return { categories, facets: buildFacets(products), products, images };
}

function buildFacets(products: DemoProduct[]): DemoFacet[] {
    const used = (code: string) => new Set(products.flatMap(p => p.facets[code] ?? []));
    const fromTable = (code: string, table: Names, commercial?: (code: string, name: PerLanguage) => PerLanguage) => {
        const inUse = used(code);
        return Object.keys(table)
            .filter(c => inUse.has(c))
            .map((c, i) => {
                const name = named(table, c);
                return value(c, i, name, commercial ? commercial(c, name) : name);
            });
    };
    const value = (code: string, sequence: number, name: PerLanguage, commercialName: PerLanguage): DemoFacetValue => ({ code, sequence, name, commercialName, isVisibleValue: true });
    const mm = (code: string) => {
        const inUse = [...used(code)].map(Number).sort((a, b) => a - b);
        return inUse.map((n, i) => value(String(n), i, L(`${n} mm`, `${n} mm`, `${n} mm`), L(`${n} mm`, `${n} mm`, `${n} mm`)));
    };
    const speciesInUse = used('species');
    const facet = (code: string, attributeKey: string, nl: string, en: string, de: string, values: DemoFacetValue[]): DemoFacet => ({
        code,
        attributeKey,
        sequence: Number(attributeKey.slice(1)) + (attributeKey[0] === 'P' ? 10 : 0),
        name: L(nl, en, de),
        values,
    });
    const qualityNames: Names = Object.fromEntries(Object.entries(QUALITIES).map(([k, v]) => [k, [v[0], v[1], v[2]]]));
    return [
        facet('species', 'F1', 'Houtsoort', 'Wood species', 'Holzart', SPECIES.filter(s => speciesInUse.has(s.code)).map((s, i) =>
            value(s.code, i, mapL(l => `${s.name[l]} (${s.latin})`), s.code === 'oak' ? L('Eiken', 'European oak', 'Eiche') : s.name))),
        facet('thickness', 'F2', 'Dikte', 'Thickness', 'Stärke', mm('thickness')),
        facet('width', 'F3', 'Breedte', 'Width', 'Breite', mm('width')),
        facet('quality', 'F4', 'Kwaliteit', 'Quality', 'Qualität', fromTable('quality', qualityNames)),
        facet('certification', 'F5', 'Certificering', 'Certification', 'Zertifizierung', fromTable('certification', { fsc: ['FSC', 'FSC', 'FSC'], pefc: ['PEFC', 'PEFC', 'PEFC'] }, (_c, n) =>
            L(`${n.nl}®-gecertificeerd`, `${n.en}® certified`, `${n.de}®-zertifiziert`))),
        facet('treatment', 'F6', 'Behandeling', 'Treatment', 'Behandlung', fromTable('treatment', TREATMENTS)),
        facet('profile', 'F7', 'Profiel', 'Profile', 'Profil', fromTable('profile', PROFILES)),
        facet('application', 'F8', 'Toepassing', 'Application', 'Anwendung', fromTable('application', APPLICATIONS)),
        facet('durability', 'P1', 'Duurzaamheidsklasse', 'Durability class', 'Dauerhaftigkeitsklasse', fromTable('durability', DURABILITY)),
        facet('drying', 'P2', 'Droging', 'Drying', 'Trocknung', fromTable('drying', DRYING)),
        facet('origin', 'P3', 'Herkomst', 'Origin', 'Herkunft', fromTable('origin', ORIGINS)),
        facet('colour', 'P4', 'Kleur', 'Colour', 'Farbe', fromTable('colour', COLOURS)),
        facet('fixing', 'P5', 'Bevestiging', 'Fixing', 'Befestigung', fromTable('fixing', FIXINGS)),
        facet('surface', 'P6', 'Oppervlak', 'Surface', 'Oberfläche', fromTable('surface', SURFACES)),
    ];
}

/**
 * A smaller catalogue of the same shape, for tests of the seed itself: every category and facet,
 * every `step`-th product with the products it links to (links to products left out are dropped),
 * and only the images these use. The full catalogue is seeded by the shop that the browser tests
 * run against and by the PostgreSQL path.
 */
export function demoCatalogueSample(catalogue: DemoCatalogue, step: number): DemoCatalogue {
    const picked = catalogue.products.filter((_, index) => index % step === 0);
    const kept = new Set(picked.flatMap(product => [product.key, ...product.accessoryKeys, ...product.alternativeKeys]));
    const products = catalogue.products
        .filter(product => kept.has(product.key))
        .map(product => ({
            ...product,
            accessoryKeys: product.accessoryKeys.filter(key => kept.has(key)),
            alternativeKeys: product.alternativeKeys.filter(key => kept.has(key)),
        }));
    const used = new Set([
        ...catalogue.categories.map(category => `category-${category.key}`),
        ...products.flatMap(product => [...product.images, ...product.profiles.flatMap(profile => [profile.image1, profile.image2])]),
    ]);
    return { ...catalogue, products, images: catalogue.images.filter(image => used.has(image.key)) };
}
