/**
 * Words that carry no condition, so they are never named as not understood: grammar, doses and
 * units, dates, treatment and status words, tobacco words (read by the tobacco reader), and harmless
 * devices and body parts.
 */

/** Words of tobacco use: read by the tobacco reader, never named as not understood. */
const TOBACCO_WORDS = 'smoke smokes smoked smoker smokers smoking cigarette cigarettes cig cigs cigar cigars pipe vape vapes vaping ecig juul chew chews chewing tobacco dip snuff snus nicotine zyn ppd pack packs nonsmoker non ex former formerly';

/**
 * Salts, forms and units written after a drug's name as a label prints it ("amlodipine besylate 10
 * mg", "metformin HCl ER", "Klor-Con 20 mEq"): part of the name, never a word of their own.
 */
const SALTS = `besylate succinate tartrate hydrochloride hcl sodium potassium maleate mesylate fumarate citrate sulfate sulphate acetate
  hyclate monohydrate bitartrate bromide calcium magnesium phosphate propionate furoate dipropionate valerate meq odt dr ec extended release
  delayed immediate chewable solution suspension cream ointment gel lotion drops spray nasal ophthalmic topical oral injectable`;

/**
 * Words that carry no condition: grammar, doses and units, treatment and status words, and the
 * words of the negation triggers. Anything else left over is named as not understood.
 */
const FILLER = new Set(
  `a an the and or of on in at to for with w by since from as per via plus also still then after before during while
  dx diagnosed diagnosis history hx h o s p status post had has have having was were is are be been being got gets
  take takes taking took use uses using used daily nightly weekly monthly once twice times day days week weeks month months year years yr yrs ago
  mo mos wk wks hr hrs min mins ef lvef watchful surveillance monitored monitoring untreated observation
  mg mcg ml mls g gm units unit u iu tab tabs tablet tablets pill pills capsule capsules cap caps drop drops puff puffs patch
  bid tid qid qd qhs qam qpm prn po sl im iv sq subq er xr sr cr dr la xl hs bedtime morning evening night nights
  about approximately approx around roughly almost over under nearly within less than fewer between
  currently current now recently recent ongoing active present presently today yesterday last this
  treated treating treatment treatments managed manage controlled control stable well doing fine good better normal
  surgery surgeries procedure removed repair repaired replaced diet exercise medication medications meds med medicine
  no not denies denied deny never without negative neg ruled rule out free tested test tests testing workup work up came back confirmed excluded
  positive pos undetectable viral load detectable mild moderate severe type left right both bilateral chronic acute early late
  stage grade level dose injection uncontrolled complications complicated serious advanced poorly minor end injections inhaler shot shots needed required requires require
  his her their he she they client patient pt who which that it its i my me
  new old first second third one two three four five six seven eight nine ten next only every annual annually yearly most through until yet repeat quarter weekend weekends ticket tickets elevated raised list donor existing preexisting
  jan january feb february mar march apr april may jun june jul july aug august sep sept september oct october nov november dec december
  ${TOBACCO_WORDS}
  placed placement put in had got received
  resolved cured remission longer child childhood outgrew went away sober clean quit stopped recovery recovered recovering
  needs need help helps assistance assist dressing bathing eating toileting transferring walking
  any does do did doesn don didn troponin stress screening screened colonoscopy biopsy mammogram scan scans ct mri xray ray ekg ecg echo results result exam physical checkup blood work labs lab
  study studies needle aspiration fna ultrasound imaging
  completed finished done successfully course therapy therapies rehab rehabilitation hormone hormonal endocrine targeted
  hospitalized hospitalised hospitalization hospitalisation admitted admission exacerbation exacerbations flare flares flareup
  nebulizer nebulizers nebuliser nebulisers neb nebs age aged onset tuberculin mantoux wears wear wearing
  all occasionally occasional socially rarely sometimes
  ${SALTS}`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Harmless words: devices and body parts. They carry no condition, cost no points and are never
 * named as not understood; a line made only of them and grammar ("uses hearing aids", "left knee")
 * is understood as saying nothing to underwrite. A nebulizer is not here: it grades COPD.
 */
export const HARMLESS: ReadonlySet<string> = new Set(
  `pen pens flexpen flexpens kwikpen kwikpens solostar flextouch autoinjector auto injector injectors inhaler inhalers diskus handihaler respimat ellipta spacer
  glucometer meter monitor cgm dexcom libre pump pumps aid aids hearing glasses contacts brace braces splint cane walker rollator crutches mobility
  knee knees hip hips shoulder shoulders wrist wrists elbow elbows ankle ankles foot feet hand hands finger fingers thumb toe toes leg legs arm arms
  neck lower upper spine lumbar cervical thoracic joint joints skin eye eyes ear ears jaw rotator cuff acl meniscus tendon ligament cartilage
  shin calf thigh hamstring pelvis rib ribs collarbone heel`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words known to carry no condition of their own beside one that does ("cardiac rehab", "rehab for alcohol", "sleep aids"). */
const KNOWN: ReadonlySet<string> = new Set(
  `cardiac alcohol drinking opioids opioid opiates digestion sleep allergy svr benign pneumococcal basal squamous`.split(/\s+/).filter(Boolean),
);

/** A harmless device or a body part ("cane", "hearing aid", "knee"): a line of only these and grammar says nothing to underwrite. */
export const isHarmless = (word: string): boolean => HARMLESS.has(word);

/** A word that carries no condition: grammar, doses, dates, status words, harmless devices and body parts. */
export function isFiller(word: string): boolean {
  return isGrammar(word) || HARMLESS.has(word) || KNOWN.has(word);
}

/** Grammar, doses and status words only: a typo search never starts at one (it may start at a body part: "knee replacment"). */
export function isGrammar(word: string): boolean {
  return FILLER.has(word) || /^\d/.test(word) || word.length < 2 || DOSING.test(word);
}

/** How often a dose is taken, as prescriptions write it: "q6h", "q4-6h" (read as "q4" and "6h"), "q72h", "q8hr", "q12hrs". */
const DOSING = /^q\d+(?:-\d+)?(?:h(?:rs?)?)?$/;

/**
 * Operations that remove a cancer: understood beside a cancer on their line ("breast cancer 2012,
 * lumpectomy and radiation"), named as not understood anywhere else ("bilateral mastectomy 2023" alone
 * implies a cancer the line does not name).
 */
export const CANCER_SURGERY: ReadonlySet<string> = new Set(
  'lumpectomy lumpectomies mastectomy mastectomies prostatectomy colectomy hemicolectomy orchiectomy nephrectomy thyroidectomy whipple resection resected excision excised'.split(' '),
);
