// Illustrative sample data, one row per condition like the "Medical Conditions Database" sheet: not any carrier\'s underwriting.
import type { ConditionRow } from '../sheets';

/** Where the wording added for issue 48 comes from: the health questions of final expense and simplified issue applications. */
const FINAL_EXPENSE_APPS = "Final expense and simplified issue applications' health questions (Mutual of Omaha Living Promise, Aetna/CVS Accendo, Americo Eagle Select, Foresters PlanRight, Royal Neighbors, Transamerica final expense; docs/underwriting.md)";
/** Conditions a top-300 drug treats that the sheet lacked. */
const DRUG_LABELS = 'ClinCalc DrugStats Top 300 of 2023: a condition its drugs treat (drug labels, Indications and Usage)';

export const conditionRows: readonly ConditionRow[] = [
  // cardiac
  { id: 'coronary-artery-disease', name: 'Coronary artery disease', group: 'cardiac', severity: 3, aliases: 'heart disease; heart problems; heart problem; heart trouble; heart condition; coronary heart disease; blocked arteries; atherosclerosis; hardening of the arteries', abbreviations: 'CAD; CHD; ASCVD' },
  { id: 'myocardial-infarction', name: 'Heart attack', group: 'cardiac', severity: 3, aliases: 'heart attack; myocardial infarction; coronary thrombosis; heart attacks', abbreviations: 'MI; STEMI; NSTEMI', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'chest-pain', name: 'Chest pain (cause not stated)', group: 'cardiac', severity: 2, aliases: 'chest pain; chest pains; chest tightness', abbreviations: '' },
  { id: 'angina', name: 'Angina', group: 'cardiac', severity: 3, aliases: 'angina pectoris; cardiac chest pain; stable angina; unstable angina', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'congestive-heart-failure', name: 'Congestive heart failure', group: 'cardiac', severity: 4, aliases: 'heart failure; weak heart; enlarged heart; cardiac failure; reduced ejection fraction; low ejection fraction; heart failure with reduced ejection fraction; left ventricular assist device; lvad; heart failure with preserved ejection fraction', abbreviations: 'CHF; HFrEF; HFpEF; HF', source: FINAL_EXPENSE_APPS },
  { id: 'cardiomyopathy', name: 'Cardiomyopathy', group: 'cardiac', severity: 3, aliases: 'dilated cardiomyopathy; hypertrophic cardiomyopathy; ischemic cardiomyopathy; heart muscle disease', abbreviations: 'DCM; HCM' },
  { id: 'atrial-fibrillation', name: 'Atrial fibrillation', group: 'cardiac', severity: 2, aliases: 'afib; a fib; auricular fibrillation; atrial flutter; a flutter; a-fib; atrial fib; paroxysmal atrial fibrillation; persistent atrial fibrillation; permanent atrial fibrillation', abbreviations: 'AFib; AF; PAF', source: FINAL_EXPENSE_APPS },
  { id: 'arrhythmia', name: 'Arrhythmia (irregular heartbeat)', group: 'cardiac', severity: 2, aliases: 'irregular heartbeat; irregular heart rhythm; heart arrhythmia; dysrhythmia', abbreviations: '' },
  { id: 'supraventricular-tachycardia', name: 'Supraventricular tachycardia', group: 'cardiac', severity: 2, aliases: 'tachycardia; rapid heartbeat; racing heart', abbreviations: 'SVT; PSVT' },
  { id: 'ventricular-tachycardia', name: 'Ventricular tachycardia', group: 'cardiac', severity: 3, aliases: 'v tach; vtach; ventricular arrhythmia; ventricular fibrillation', abbreviations: 'VT; VFib' },
  { id: 'heart-valve-disease', name: 'Heart valve disease', group: 'cardiac', severity: 3, aliases: 'valve disease; aortic stenosis; mitral regurgitation; aortic regurgitation; heart valve replacement; valve replacement', abbreviations: 'TAVR; AVR' },
  { id: 'heart-murmur', name: 'Heart murmur', group: 'cardiac', severity: 1, aliases: 'heart murmur; murmur; innocent murmur; functional murmur', abbreviations: '' },
  { id: 'mitral-valve-prolapse', name: 'Mitral valve prolapse', group: 'cardiac', severity: 1, aliases: 'floppy valve; floppy mitral valve', abbreviations: 'MVP' },
  { id: 'pacemaker', name: 'Pacemaker', group: 'cardiac', severity: 2, aliases: 'pacemaker implant; has a pacemaker; cardiac pacemaker; permanent pacemaker', abbreviations: 'PPM', source: FINAL_EXPENSE_APPS },
  { id: 'implanted-defibrillator', name: 'Implanted defibrillator', group: 'cardiac', severity: 3, aliases: 'defibrillator; implantable cardioverter defibrillator; internal defibrillator; implanted cardiac defibrillator; implantable defibrillator; implanted defibrillator; automatic implantable cardioverter defibrillator', abbreviations: 'ICD; AICD', source: FINAL_EXPENSE_APPS },
  { id: 'heart-bypass-surgery', name: 'Heart bypass surgery', group: 'cardiac', severity: 3, aliases: 'bypass surgery; coronary bypass; open heart surgery; triple bypass; quadruple bypass; heart surgery; coronary artery bypass; coronary artery bypass graft; bypass graft', abbreviations: 'CABG', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'coronary-stent', name: 'Coronary stent or angioplasty', group: 'cardiac', severity: 3, aliases: 'stent; stents; heart stent; cardiac stent; angioplasty; balloon angioplasty', abbreviations: 'PCI; PTCA', course: 'event' },
  { id: 'pericarditis', name: 'Pericarditis', group: 'cardiac', severity: 2, aliases: 'inflammation around the heart; pericardial effusion', abbreviations: '' },
  { id: 'congenital-heart-defect', name: 'Congenital heart defect', group: 'cardiac', severity: 2, aliases: 'congenital heart disease; hole in the heart; atrial septal defect; ventricular septal defect; patent foramen ovale', abbreviations: 'VSD; PFO' },

  // cerebrovascular
  { id: 'stroke', name: 'Stroke', group: 'cerebrovascular', severity: 3, aliases: 'cerebrovascular accident; brain attack; ischemic stroke; hemorrhagic stroke; had a stroke; strokes; cerebral vascular accident; cerebral infarction', abbreviations: 'CVA', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'transient-ischemic-attack', name: 'Transient ischemic attack (mini-stroke)', group: 'cerebrovascular', severity: 3, aliases: 'mini stroke; ministroke; transient ischemic attack; transient ischaemic attack; mini strokes; transient ischemic attacks', abbreviations: 'TIA', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'brain-aneurysm', name: 'Brain aneurysm', group: 'cerebrovascular', severity: 3, aliases: 'cerebral aneurysm; intracranial aneurysm; aneurysm in the brain', abbreviations: '' },
  { id: 'brain-hemorrhage', name: 'Brain hemorrhage', group: 'cerebrovascular', severity: 3, aliases: 'brain bleed; bleeding in the brain; intracranial hemorrhage; subarachnoid hemorrhage', abbreviations: 'ICH; SAH', course: 'event' },
  { id: 'carotid-artery-disease', name: 'Carotid artery disease', group: 'cerebrovascular', severity: 2, aliases: 'carotid stenosis; blocked carotid artery; carotid blockage; carotid endarterectomy', abbreviations: '' },

  // vascular
  { id: 'deep-vein-thrombosis', name: 'Blood clot (deep vein thrombosis)', group: 'vascular', severity: 2, aliases: 'blood clot; blood clots; deep vein thrombosis; clot in leg; blood clot in leg', abbreviations: 'DVT', course: 'event' },
  { id: 'pulmonary-embolism', name: 'Pulmonary embolism', group: 'vascular', severity: 3, aliases: 'blood clot in lung; blood clot in the lungs; lung clot; pulmonary embolus', abbreviations: 'PE', course: 'event' },
  { id: 'peripheral-artery-disease', name: 'Peripheral artery disease', group: 'vascular', severity: 3, aliases: 'peripheral vascular disease; poor circulation; claudication; peripheral arterial disease; peripheral vascular disease of the legs; arterial insufficiency', abbreviations: 'PVD', capitalsOnly: 'PAD', source: FINAL_EXPENSE_APPS },
  { id: 'aortic-aneurysm', name: 'Aortic aneurysm', group: 'vascular', severity: 3, aliases: 'abdominal aortic aneurysm; thoracic aortic aneurysm; aneurysm of the aorta; aneurysm; aneurysms; aortic aneurism; aneurism', abbreviations: 'AAA', source: FINAL_EXPENSE_APPS },
  { id: 'varicose-veins', name: 'Varicose veins', group: 'vascular', severity: 1, aliases: 'spider veins; varicosities', abbreviations: '' },
  { id: 'raynauds', name: "Raynaud's phenomenon", group: 'vascular', severity: 1, aliases: 'raynauds; raynaud disease; raynauds syndrome; raynaud; raynaud\'s; raynaud\'s phenomenon; raynaud\'s disease', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'vasculitis', name: 'Vasculitis', group: 'vascular', severity: 3, aliases: 'giant cell arteritis; temporal arteritis; blood vessel inflammation', abbreviations: 'GCA' },

  // hypertension
  { id: 'essential-hypertension', name: 'Hypertension', group: 'hypertension', severity: 2, aliases: 'high blood pressure; high bp; elevated blood pressure; hypertensive', abbreviations: 'HTN; HBP' },
  { id: 'prehypertension', name: 'Prehypertension', group: 'hypertension', severity: 1, aliases: 'pre hypertension; elevated bp', abbreviations: '' },
  { id: 'malignant-hypertension', name: 'Hypertensive crisis', group: 'hypertension', severity: 3, aliases: 'malignant hypertension; hypertensive emergency; hypertensive urgency', abbreviations: '' },
  { id: 'pulmonary-hypertension', name: 'Pulmonary hypertension', group: 'hypertension', severity: 3, aliases: 'pulmonary arterial hypertension; high blood pressure in the lungs', abbreviations: 'PAH' },

  // cholesterol
  { id: 'high-cholesterol', name: 'High cholesterol', group: 'cholesterol', severity: 1, aliases: 'hyperlipidemia; hypercholesterolemia; dyslipidemia; elevated cholesterol; cholesterol; high lipids; high chol; chol; elevated lipids', abbreviations: 'HLD', source: 'Agents\' shorthand on applications ("high chol"); issue 48 fresh cases' },
  { id: 'high-triglycerides', name: 'High triglycerides', group: 'cholesterol', severity: 1, aliases: 'hypertriglyceridemia; elevated triglycerides; triglycerides', abbreviations: '' },
  { id: 'familial-hypercholesterolemia', name: 'Familial hypercholesterolemia', group: 'cholesterol', severity: 2, aliases: 'inherited high cholesterol; genetic high cholesterol; familial high cholesterol', abbreviations: 'FH' },

  // diabetes
  { id: 'type-2-diabetes', name: 'Type 2 diabetes', group: 'diabetes', severity: 2, aliases: 'non insulin dependent diabetes; non insulin dependent diabetes mellitus; type II diabetes; type 2 diabetes mellitus; adult onset diabetes; diabetes; diabetes mellitus; sugar diabetes; diabetic; type two diabetes; diabetes type 2; diabetes type ii; diabetes mellitus type 2; type 2 diabetic; type ii diabetic; type two diabetic; diabetes type two; dm type 2; dm type ii; type 2 dm', abbreviations: 'T2DM; T2D; NIDDM; DM2', capitalsOnly: 'DM', source: FINAL_EXPENSE_APPS },
  { id: 'insulin-dependent-diabetes', name: 'Insulin-treated diabetes', group: 'diabetes', severity: 3, aliases: 'insulin dependent diabetes; diabetes on insulin; insulin treated diabetes', abbreviations: 'IDDM' },
  { id: 'type-1-diabetes', name: 'Type 1 diabetes', group: 'diabetes', severity: 3, aliases: 'type I diabetes; type 1 diabetes mellitus; juvenile diabetes; juvenile onset diabetes; type one diabetes; diabetes type 1; diabetes type i; diabetes type one; diabetes mellitus type 1; type 1 diabetic; type i diabetic; type one diabetic; dm type 1; dm type i; type 1 dm', abbreviations: 'T1DM; T1D; DM1' },
  { id: 'prediabetes', name: 'Prediabetes', group: 'diabetes', severity: 1, aliases: 'pre diabetes; impaired glucose tolerance; impaired fasting glucose; insulin resistance', abbreviations: 'IGT; IFG' },
  { id: 'diabetic-neuropathy', name: 'Diabetic neuropathy', group: 'diabetes', severity: 3, aliases: 'diabetic nerve damage; diabetic nerve pain; diabetic foot ulcer; foot ulcer; foot ulcers; diabetic ulcer; diabetic ulcers; diabetic foot ulcers; neuropathy due to diabetes', abbreviations: 'DPN', source: FINAL_EXPENSE_APPS },
  { id: 'diabetic-retinopathy', name: 'Diabetic retinopathy', group: 'diabetes', severity: 3, aliases: 'retinopathy; diabetic eye disease; diabetic macular edema; retinopathy due to diabetes; diabetic eye damage', abbreviations: 'DME', source: FINAL_EXPENSE_APPS },
  { id: 'diabetic-nephropathy', name: 'Diabetic nephropathy', group: 'diabetes', severity: 3, aliases: 'diabetic kidney disease; kidney damage from diabetes', abbreviations: 'DKD' },

  // endocrine
  { id: 'hypothyroidism', name: 'Hypothyroidism', group: 'endocrine', severity: 1, aliases: 'underactive thyroid; low thyroid; hashimotos; hashimoto thyroiditis; thyroid disease; hypothyroid; hypothyroid disease; low thyroid function', abbreviations: '' },
  { id: 'hyperthyroidism', name: 'Hyperthyroidism', group: 'endocrine', severity: 1, aliases: 'overactive thyroid; graves disease; thyrotoxicosis', abbreviations: '' },
  { id: 'thyroid-nodules', name: 'Thyroid nodules', group: 'endocrine', severity: 1, aliases: 'thyroid nodule; goiter; enlarged thyroid', abbreviations: '' },
  { id: 'cushings-syndrome', name: "Cushing's syndrome", group: 'endocrine', severity: 2, aliases: 'cushings; cushing disease; cushings disease; cushing; cushing\'s; cushing\'s syndrome; cushing\'s disease', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'addisons-disease', name: "Addison's disease", group: 'endocrine', severity: 2, aliases: 'addisons; adrenal insufficiency; addison disease; addison; addison\'s; addison\'s disease', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'polycystic-ovary-syndrome', name: 'Polycystic ovary syndrome', group: 'endocrine', severity: 1, aliases: 'polycystic ovaries; polycystic ovarian syndrome', abbreviations: 'PCOS' },
  { id: 'obesity', name: 'Obesity', group: 'endocrine', severity: 2, aliases: 'obese; overweight; weight problem; excess weight', abbreviations: '' },

  // respiratory
  { id: 'asthma', name: 'Asthma', group: 'respiratory', severity: 2, aliases: 'bronchial asthma; reactive airway disease; asthmatic; exercise induced asthma', abbreviations: '' },
  // COPD is graded by severity, not by name: mild (inhalers only) is 2; tobacco, a recent hospital stay, a nebulizer,
  // oral steroids or "severe" make it 3 (parse/clauses.ts SEVERE_LUNG); oxygen is its own knock-out.
  { id: 'copd', name: 'Chronic obstructive pulmonary disease', group: 'respiratory', severity: 2, aliases: 'chronic bronchitis; chronic obstructive lung disease; obstructive lung disease', abbreviations: 'COPD' },
  { id: 'emphysema', name: 'Emphysema', group: 'respiratory', severity: 2, aliases: 'pulmonary emphysema; lung emphysema', abbreviations: '' },
  { id: 'oxygen-use', name: 'Home oxygen use', group: 'respiratory', severity: 4, aliases: 'on oxygen; uses oxygen; oxygen therapy; supplemental oxygen; oxygen dependent; oxygen tank; oxygen; home oxygen; oxygen at night; oxygen concentrator; nasal cannula; 2l o2; 2 liters oxygen; oxygen equipment; uses oxygen equipment; requires oxygen; on home oxygen', abbreviations: 'O2', source: FINAL_EXPENSE_APPS },
  { id: 'pulmonary-fibrosis', name: 'Pulmonary fibrosis', group: 'respiratory', severity: 4, aliases: 'idiopathic pulmonary fibrosis; interstitial lung disease; lung scarring', abbreviations: 'IPF; ILD' },
  { id: 'cystic-fibrosis', name: 'Cystic fibrosis', group: 'respiratory', severity: 4, aliases: 'mucoviscidosis', abbreviations: 'CF' },
  { id: 'sarcoidosis', name: 'Sarcoidosis', group: 'respiratory', severity: 2, aliases: 'sarcoid; pulmonary sarcoidosis', abbreviations: '' },
  { id: 'pneumonia', name: 'Pneumonia', group: 'respiratory', severity: 1, aliases: 'lung infection; walking pneumonia', abbreviations: '', course: 'event' },
  { id: 'lung-nodule', name: 'Lung nodule', group: 'respiratory', severity: 2, aliases: 'pulmonary nodule; spot on lung; spot on the lung; lung mass', abbreviations: '' },
  { id: 'alpha-1-antitrypsin-deficiency', name: 'Alpha-1 antitrypsin deficiency', group: 'respiratory', severity: 3, aliases: 'alpha 1; alpha 1 antitrypsin; alpha one antitrypsin deficiency', abbreviations: 'AATD' },
  { id: 'ventilator-dependence', name: 'Ventilator dependence', group: 'respiratory', severity: 4, aliases: 'on a ventilator; ventilator; mechanical ventilation; tracheostomy; respirator; on a respirator; breathing machine', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'seasonal-allergies', name: 'Seasonal allergies', group: 'respiratory', severity: 1, aliases: 'hay fever; allergic rhinitis; allergies; pollen allergy', abbreviations: '' },

  // cancer
  { id: 'cancer-unspecified', name: 'Cancer (type not stated)', group: 'cancer', severity: 3, aliases: 'cancer; malignancy; carcinoma; history of cancer; malignant tumor; ca; malignant', abbreviations: '', course: 'event' },
  { id: 'metastatic-cancer', name: 'Metastatic cancer', group: 'cancer', severity: 4, aliases: 'stage 4 cancer; stage iv cancer; stage four cancer; cancer that has spread; metastasis; metastases; metastatic disease; metastatic; mets; spread to the bones; spread to the liver; spread to lymph nodes', abbreviations: '' },
  { id: 'breast-cancer', name: 'Breast cancer', group: 'cancer', severity: 3, aliases: 'triple negative breast cancer; breast carcinoma; ductal carcinoma; lobular carcinoma; cancer of the breast; breast ca', abbreviations: 'DCIS; IDC', course: 'event' },
  { id: 'prostate-cancer', name: 'Prostate cancer', group: 'cancer', severity: 3, aliases: 'prostate carcinoma; cancer of the prostate; prostatic adenocarcinoma; prostate ca', abbreviations: '', course: 'event' },
  { id: 'lung-cancer', name: 'Lung cancer', group: 'cancer', severity: 4, aliases: 'lung carcinoma; non small cell lung cancer; small cell lung cancer; cancer of the lung; lung ca', abbreviations: 'NSCLC; SCLC', course: 'event' },
  { id: 'colon-cancer', name: 'Colorectal cancer', group: 'cancer', severity: 3, aliases: 'colon cancer; rectal cancer; bowel cancer; colorectal carcinoma; colon ca; crc', abbreviations: 'CRC', course: 'event' },
  { id: 'skin-cancer', name: 'Skin cancer (basal or squamous cell)', group: 'cancer', severity: 1, aliases: 'basal cell carcinoma; squamous cell carcinoma; basal cell skin cancer; squamous cell skin cancer; basal cell cancer; squamous cell cancer of the skin; non melanoma skin cancer; nonmelanoma skin cancer; non-melanoma skin cancer; non melanoma; nonmelanoma', abbreviations: 'BCC; SCC', course: 'event' },
  // "Skin cancer" alone may be a melanoma: read as one until its type is written (basal, squamous or melanoma in its clause: clauses.ts).
  { id: 'skin-cancer-unstated', name: 'Skin cancer (type not stated)', group: 'cancer', severity: 3, aliases: 'skin cancer; skin cancers; skin ca; cancer of the skin; skin malignancy', abbreviations: '', course: 'event' },
  { id: 'melanoma', name: 'Melanoma', group: 'cancer', severity: 3, aliases: 'malignant melanoma; skin melanoma', abbreviations: '', course: 'event' },
  { id: 'leukemia', name: 'Leukemia', group: 'cancer', severity: 3, aliases: 'leukaemia; chronic lymphocytic leukemia; acute myeloid leukemia; acute lymphoblastic leukemia; chronic myeloid leukemia; blood cancer', abbreviations: 'CLL; AML; CML', course: 'event' },
  { id: 'lymphoma', name: 'Lymphoma', group: 'cancer', severity: 3, aliases: 'non hodgkin lymphoma; non hodgkins lymphoma; hodgkin lymphoma; hodgkins lymphoma; hodgkins disease; lymph node cancer; hodgkin; hodgkin\'s; hodgkin\'s disease; hodgkin\'s lymphoma; non-hodgkin\'s lymphoma', abbreviations: 'NHL', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'multiple-myeloma', name: 'Multiple myeloma', group: 'cancer', severity: 4, aliases: 'myeloma; plasma cell cancer', abbreviations: '', course: 'event' },
  { id: 'pancreatic-cancer', name: 'Pancreatic cancer', group: 'cancer', severity: 4, aliases: 'cancer of the pancreas; pancreatic adenocarcinoma', abbreviations: '', course: 'event' },
  { id: 'ovarian-cancer', name: 'Ovarian cancer', group: 'cancer', severity: 3, aliases: 'cancer of the ovary; ovary cancer', abbreviations: '', course: 'event' },
  { id: 'uterine-cancer', name: 'Uterine cancer', group: 'cancer', severity: 3, aliases: 'endometrial cancer; cancer of the uterus; womb cancer', abbreviations: '', course: 'event' },
  { id: 'kidney-cancer', name: 'Kidney cancer', group: 'cancer', severity: 3, aliases: 'renal cell carcinoma; renal cancer', abbreviations: 'RCC', course: 'event' },
  { id: 'thyroid-cancer', name: 'Thyroid cancer', group: 'cancer', severity: 2, aliases: 'papillary thyroid cancer; follicular thyroid cancer; thyroid carcinoma', abbreviations: '', course: 'event' },
  { id: 'brain-cancer', name: 'Brain cancer', group: 'cancer', severity: 4, aliases: 'brain tumor; brain tumour; glioblastoma; glioma; astrocytoma', abbreviations: 'GBM', course: 'event' },
  { id: 'liver-cancer', name: 'Liver cancer', group: 'cancer', severity: 4, aliases: 'hepatocellular carcinoma; hepatoma; cancer of the liver', abbreviations: 'HCC', course: 'event' },
  { id: 'esophageal-cancer', name: 'Esophageal cancer', group: 'cancer', severity: 4, aliases: 'oesophageal cancer; cancer of the esophagus', abbreviations: '', course: 'event' },
  { id: 'head-and-neck-cancer', name: 'Head and neck cancer', group: 'cancer', severity: 3, aliases: 'throat cancer; mouth cancer; oral cancer; tongue cancer; laryngeal cancer', abbreviations: '', course: 'event' },

  // kidney
  { id: 'end-stage-renal-disease', name: 'End-stage renal disease', group: 'kidney', severity: 4, aliases: 'dialysis; kidney failure; renal failure; on dialysis; end stage kidney disease; hemodialysis; ckd stage 5; stage 5 ckd; ckd 5; ckd v; stage 5 kidney disease; ckd stage v; end stage renal failure; peritoneal dialysis; ckd5; esrd on dialysis; hemodialysis three times a week; kidney dialysis; renal dialysis; dialysis treatment; end stage kidney failure', abbreviations: 'ESRD; ESKD; CKD5', source: FINAL_EXPENSE_APPS },
  { id: 'chronic-kidney-disease', name: 'Chronic kidney disease', group: 'kidney', severity: 3, aliases: 'kidney disease; chronic renal disease; renal insufficiency; chronic renal insufficiency; kidney damage', abbreviations: 'CKD' },
  { id: 'acute-kidney-injury', name: 'Acute kidney injury', group: 'kidney', severity: 2, aliases: 'acute renal failure; acute kidney failure', abbreviations: 'AKI', course: 'event' },
  { id: 'polycystic-kidney-disease', name: 'Polycystic kidney disease', group: 'kidney', severity: 3, aliases: 'polycystic kidneys; kidney cysts', abbreviations: 'PKD' },
  { id: 'glomerulonephritis', name: 'Glomerulonephritis', group: 'kidney', severity: 3, aliases: 'nephritis; iga nephropathy; bright disease', abbreviations: '' },
  { id: 'kidney-stones', name: 'Kidney stones', group: 'kidney', severity: 1, aliases: 'kidney stone; renal calculi; nephrolithiasis', abbreviations: '' },
  { id: 'single-kidney', name: 'Single kidney', group: 'kidney', severity: 1, aliases: 'one kidney; nephrectomy; kidney removed; kidney donor', abbreviations: '' },

  // liver
  { id: 'elevated-liver-enzymes', name: 'Elevated liver enzymes', group: 'liver', severity: 2, aliases: 'elevated liver enzymes; high liver enzymes; abnormal liver enzymes; liver enzymes elevated; elevated lfts; abnormal lfts; abnormal liver tests', abbreviations: '' },
  { id: 'cirrhosis', name: 'Cirrhosis', group: 'liver', severity: 4, aliases: 'liver cirrhosis; cirrhosis of the liver; scarred liver; cirrhosis of liver; liver scarring', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'liver-failure', name: 'Liver failure', group: 'liver', severity: 4, aliases: 'end stage liver disease; hepatic failure; hepatic encephalopathy', abbreviations: 'ESLD' },
  { id: 'hepatitis-c', name: 'Hepatitis C', group: 'liver', severity: 3, aliases: 'hep c; hepatitis c virus; hepatitis c infection; hepatitis type c; chronic hepatitis c', abbreviations: 'HCV', source: FINAL_EXPENSE_APPS },
  { id: 'hepatitis-b', name: 'Hepatitis B', group: 'liver', severity: 3, aliases: 'hep b; hepatitis b virus; hepatitis b infection; hepatitis type b; chronic hepatitis b', abbreviations: 'HBV', source: FINAL_EXPENSE_APPS },
  { id: 'fatty-liver-disease', name: 'Fatty liver disease', group: 'liver', severity: 1, aliases: 'fatty liver; nonalcoholic fatty liver disease; hepatic steatosis; steatohepatitis', abbreviations: 'NAFLD; NASH; MASLD' },
  { id: 'alcoholic-liver-disease', name: 'Alcoholic liver disease', group: 'liver', severity: 3, aliases: 'alcoholic hepatitis; alcohol related liver disease; alcoholic fatty liver', abbreviations: 'ALD' },
  { id: 'autoimmune-hepatitis', name: 'Autoimmune hepatitis', group: 'liver', severity: 3, aliases: 'lupoid hepatitis', abbreviations: '' },
  { id: 'primary-biliary-cholangitis', name: 'Primary biliary cholangitis', group: 'liver', severity: 3, aliases: 'primary biliary cirrhosis', abbreviations: 'PBC' },

  // digestive
  { id: 'gerd', name: 'Acid reflux (GERD)', group: 'digestive', severity: 1, aliases: 'acid reflux; reflux; heartburn; gastroesophageal reflux disease; gastroesophageal reflux', abbreviations: 'GERD; GORD' },
  { id: 'crohns-disease', name: "Crohn's disease", group: 'digestive', severity: 2, aliases: 'crohns; crohn disease; regional enteritis; crohn; crohn\'s; crohn\'s disease; inflammatory bowel disease', abbreviations: 'IBD', source: FINAL_EXPENSE_APPS },
  { id: 'ulcerative-colitis', name: 'Ulcerative colitis', group: 'digestive', severity: 2, aliases: 'colitis; ulcerative proctitis', abbreviations: 'UC' },
  { id: 'irritable-bowel-syndrome', name: 'Irritable bowel syndrome', group: 'digestive', severity: 1, aliases: 'irritable bowel; spastic colon', abbreviations: 'IBS' },
  { id: 'peptic-ulcer', name: 'Peptic ulcer', group: 'digestive', severity: 1, aliases: 'stomach ulcer; ulcer; gastric ulcer; duodenal ulcer; bleeding ulcer', abbreviations: 'PUD' },
  { id: 'colon-polyps', name: 'Colon polyps', group: 'digestive', severity: 1, aliases: 'colon polyps; colon polyp; benign polyps; polyps removed; colorectal polyps', abbreviations: '' },
  { id: 'diverticulitis', name: 'Diverticulitis', group: 'digestive', severity: 1, aliases: 'diverticulosis; diverticular disease', abbreviations: '' },
  { id: 'pancreatitis', name: 'Pancreatitis', group: 'digestive', severity: 2, aliases: 'chronic pancreatitis; inflamed pancreas; acute pancreatitis', abbreviations: '' },
  { id: 'barretts-esophagus', name: "Barrett's esophagus", group: 'digestive', severity: 2, aliases: 'barretts; barrett esophagus; barretts oesophagus; barrett\'s; barrett\'s esophagus', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'gallbladder-disease', name: 'Gallbladder disease', group: 'digestive', severity: 1, aliases: 'gallstones; gallstone; cholecystitis; gallbladder removed; cholecystectomy', abbreviations: '' },

  // neurological
  { id: 'epilepsy', name: 'Epilepsy', group: 'neurological', severity: 2, aliases: 'seizures; seizure disorder; convulsions; grand mal seizures; epileptic', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'multiple-sclerosis', name: 'Multiple sclerosis', group: 'neurological', severity: 3, aliases: 'relapsing remitting multiple sclerosis; demyelinating disease; ms disease; progressive multiple sclerosis', abbreviations: 'MS; RRMS', source: FINAL_EXPENSE_APPS },
  { id: 'parkinsons-disease', name: "Parkinson's disease", group: 'neurological', severity: 3, aliases: 'parkinsons; parkinson disease; parkinsonism; paralysis agitans; parkinson; parkinson\'s; parkinson\'s disease', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'als', name: 'Amyotrophic lateral sclerosis (ALS)', group: 'neurological', severity: 4, aliases: 'lou gehrigs disease; lou gehrig disease; motor neuron disease; amyotrophic lateral sclerosis; lou gehrig; lou gehrigs; lou gehrig\'s disease; lou gehrig\'s', abbreviations: 'ALS; MND', source: FINAL_EXPENSE_APPS },
  { id: 'huntingtons-disease', name: "Huntington's disease", group: 'neurological', severity: 4, aliases: 'huntingtons; huntington chorea; huntington disease; huntington; huntington\'s; huntington\'s disease', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'myasthenia-gravis', name: 'Myasthenia gravis', group: 'neurological', severity: 3, aliases: 'myasthenia', abbreviations: '' },
  { id: 'muscular-dystrophy', name: 'Muscular dystrophy', group: 'neurological', severity: 3, aliases: 'duchenne muscular dystrophy; becker muscular dystrophy; myotonic dystrophy; muscle dystrophy', abbreviations: 'DMD', source: FINAL_EXPENSE_APPS },
  { id: 'cerebral-palsy', name: 'Cerebral palsy', group: 'neurological', severity: 2, aliases: 'spastic cerebral palsy', abbreviations: 'CP' },
  { id: 'peripheral-neuropathy', name: 'Peripheral neuropathy', group: 'neurological', severity: 2, aliases: 'neuropathy; nerve damage; nerve pain; numbness in feet', abbreviations: '', becomes: 'diabetes:diabetic-neuropathy' },
  { id: 'migraine', name: 'Migraine', group: 'neurological', severity: 1, aliases: 'migraines; migraine headaches; chronic migraine', abbreviations: '' },
  { id: 'essential-tremor', name: 'Essential tremor', group: 'neurological', severity: 1, aliases: 'tremor; tremors; familial tremor', abbreviations: '' },
  { id: 'traumatic-brain-injury', name: 'Traumatic brain injury', group: 'neurological', severity: 3, aliases: 'brain injury; head injury; concussion syndrome', abbreviations: 'TBI' },
  { id: 'spinal-cord-injury', name: 'Spinal cord injury', group: 'neurological', severity: 3, aliases: 'paralysis; paraplegia; quadriplegia; paraplegic; quadriplegic; tetraplegia; paralyzed; paralysed; paralysis of the legs', abbreviations: 'SCI', source: FINAL_EXPENSE_APPS },

  // cognitive
  { id: 'alzheimers-disease', name: "Alzheimer's disease", group: 'cognitive', severity: 4, aliases: 'alzheimers; alzheimer disease; alzheimer; alzheimer\'s; alzheimer\'s disease; alzheimers dementia; alzheimer\'s dementia; dementia of the alzheimer type', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'dementia', name: 'Dementia', group: 'cognitive', severity: 4, aliases: 'senile dementia; vascular dementia; lewy body dementia; senility; organic brain syndrome; organic brain disorder; mental incapacity; cognitive disorder; neurocognitive disorder', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'frontotemporal-dementia', name: 'Frontotemporal dementia', group: 'cognitive', severity: 4, aliases: 'picks disease; frontotemporal lobar degeneration', abbreviations: 'FTD' },
  { id: 'mild-cognitive-impairment', name: 'Mild cognitive impairment', group: 'cognitive', severity: 3, aliases: 'cognitive impairment; memory loss; memory problems; cognitive decline; early memory loss; forgetfulness; memory; memory issues; memory trouble; trouble with memory; poor memory; memory decline; short term memory loss; forgetful; cognitive problems; cognitive issues', abbreviations: 'MCI', source: FINAL_EXPENSE_APPS },

  // mental health
  { id: 'depression', name: 'Depression', group: 'mental-health', severity: 2, aliases: 'major depression; major depressive disorder; clinical depression; depressive disorder; depressed', abbreviations: 'MDD' },
  { id: 'anxiety', name: 'Anxiety', group: 'mental-health', severity: 1, aliases: 'anxiety disorder; generalized anxiety disorder; nerves; social anxiety', abbreviations: 'GAD' },
  { id: 'panic-disorder', name: 'Panic disorder', group: 'mental-health', severity: 2, aliases: 'panic attacks; panic attack', abbreviations: '' },
  { id: 'bipolar-disorder', name: 'Bipolar disorder', group: 'mental-health', severity: 3, aliases: 'bipolar; manic depression; manic depressive; bipolar affective disorder', abbreviations: '' },
  { id: 'schizophrenia', name: 'Schizophrenia', group: 'mental-health', severity: 3, aliases: 'schizoaffective disorder; schizoaffective; psychosis; psychotic disorder', abbreviations: '' },
  { id: 'ptsd', name: 'Post-traumatic stress disorder', group: 'mental-health', severity: 2, aliases: 'post traumatic stress; combat stress', abbreviations: 'PTSD' },
  { id: 'ocd', name: 'Obsessive-compulsive disorder', group: 'mental-health', severity: 1, aliases: 'obsessive compulsive', abbreviations: 'OCD' },
  { id: 'adhd', name: 'Attention deficit hyperactivity disorder', group: 'mental-health', severity: 1, aliases: 'attention deficit disorder; attention deficit; hyperactivity', abbreviations: 'ADHD' },
  { id: 'eating-disorder', name: 'Eating disorder', group: 'mental-health', severity: 3, aliases: 'anorexia; anorexia nervosa; bulimia; bulimia nervosa', abbreviations: '' },
  { id: 'autism', name: 'Autism spectrum disorder', group: 'mental-health', severity: 2, aliases: 'autism; autistic; aspergers; asperger syndrome', abbreviations: 'ASD' },
  { id: 'personality-disorder', name: 'Personality disorder', group: 'mental-health', severity: 2, aliases: 'personality disorder; borderline personality disorder; borderline personality', abbreviations: 'BPD' },
  { id: 'suicide-attempt', name: 'Suicide attempt', group: 'mental-health', severity: 4, aliases: 'attempted suicide; suicidal; suicidal ideation; overdose attempt', abbreviations: '' },
  { id: 'psychiatric-hospitalization', name: 'Psychiatric hospitalization', group: 'mental-health', severity: 3, aliases: 'psychiatric hospital stay; inpatient psychiatric care; mental hospital; involuntary commitment', abbreviations: '' },

  // substance use
  { id: 'alcohol-abuse', name: 'Alcohol abuse', group: 'substance-use', severity: 3, aliases: 'alcoholism; alcoholic; alcohol dependence; alcohol use disorder; drinking problem; alcohol addiction; alcohol abuse; heavy drinking; heavy drinker; binge drinking; excessive alcohol use; alcohol misuse', abbreviations: 'AUD', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'drug-abuse', name: 'Drug abuse', group: 'substance-use', severity: 3, aliases: 'substance abuse; drug addiction; substance use disorder; illegal drug use; cocaine use; methamphetamine use; cocaine; crack cocaine; crack use; smokes crack; uses crack; meth; methamphetamine; crystal meth; methamphetamines; amphetamine abuse; illegal drugs; illicit drugs; illicit drug use; street drugs; recreational drugs; recreational drug use; uses drugs; drug use; drug addict; ecstasy; mdma; lsd; hallucinogens; intravenous drug use; iv drug use; injection drug use; injects drugs; drug or alcohol abuse; substance misuse', abbreviations: 'SUD; IVDU', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'opioid-use-disorder', name: 'Opioid use disorder', group: 'substance-use', severity: 3, aliases: 'opioid addiction; opiate addiction; heroin addiction; opioid dependence; painkiller addiction; heroin; heroin use; fentanyl abuse; fentanyl use; opioid misuse; opioid abuse; opiate abuse; opiate use disorder; prescription drug abuse; prescription drug misuse; pain pill addiction; pain pill abuse; narcotic addiction; narcotics abuse; narcotic abuse', abbreviations: 'OUD', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'substance-abuse-treatment', name: 'Alcohol or drug treatment', group: 'substance-use', severity: 3, aliases: 'rehab; drug rehab; alcohol rehab; treatment center; detox; alcoholics anonymous; sober; in recovery; alcohol treatment; drug treatment; recovering alcoholic; alcohol or drug counseling; drug counseling; alcohol counseling; substance abuse treatment; substance abuse counseling; advised to stop drinking; advised to reduce alcohol; advised to stop using drugs; narcotics anonymous', abbreviations: '', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'dui', name: 'DUI conviction', group: 'substance-use', severity: 2, aliases: 'drunk driving; driving under the influence; driving while intoxicated; duis; dwis; drunk driving charge', abbreviations: 'DUI; DWI; OWI', course: 'event' },
  { id: 'marijuana-use', name: 'Marijuana use', group: 'substance-use', severity: 1, aliases: 'marijuana; cannabis; cannabis use; medical marijuana', abbreviations: 'THC' },

  // autoimmune
  { id: 'rheumatoid-arthritis', name: 'Rheumatoid arthritis', group: 'autoimmune', severity: 2, aliases: 'rheumatoid; inflammatory arthritis; rheumatoid disease', abbreviations: 'RA' },
  { id: 'lupus', name: 'Lupus', group: 'autoimmune', severity: 3, aliases: 'systemic lupus erythematosus; systemic lupus; lupus erythematosus; systemic lupus erythematosis; lupus sle', abbreviations: 'SLE', source: FINAL_EXPENSE_APPS },
  { id: 'psoriasis', name: 'Psoriasis', group: 'autoimmune', severity: 1, aliases: 'plaque psoriasis', abbreviations: '' },
  { id: 'psoriatic-arthritis', name: 'Psoriatic arthritis', group: 'autoimmune', severity: 2, aliases: 'psoriatic arthropathy', abbreviations: 'PsA' },
  { id: 'ankylosing-spondylitis', name: 'Ankylosing spondylitis', group: 'autoimmune', severity: 2, aliases: 'spondylitis; axial spondyloarthritis; bamboo spine', abbreviations: '' },
  { id: 'scleroderma', name: 'Scleroderma', group: 'autoimmune', severity: 3, aliases: 'systemic sclerosis; crest syndrome', abbreviations: '' },
  { id: 'sjogrens-syndrome', name: "Sjogren's syndrome", group: 'autoimmune', severity: 1, aliases: 'sjogrens; sjogren syndrome; sjogren disease; sjogren; sjogren\'s; sjogren\'s syndrome', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'polymyalgia-rheumatica', name: 'Polymyalgia rheumatica', group: 'autoimmune', severity: 1, aliases: 'polymyalgia', abbreviations: 'PMR' },

  // musculoskeletal
  { id: 'osteoarthritis', name: 'Osteoarthritis', group: 'musculoskeletal', severity: 1, aliases: 'arthritis; degenerative joint disease; wear and tear arthritis; degenerative arthritis', abbreviations: 'OA; DJD' },
  { id: 'osteoporosis', name: 'Osteoporosis', group: 'musculoskeletal', severity: 1, aliases: 'osteopenia; bone loss; thin bones; brittle bones', abbreviations: '' },
  { id: 'back-pain', name: 'Chronic back pain', group: 'musculoskeletal', severity: 1, aliases: 'back pain; herniated disc; bulging disc; sciatica; degenerative disc disease; back problems', abbreviations: 'DDD' },
  { id: 'spinal-stenosis', name: 'Spinal stenosis', group: 'musculoskeletal', severity: 1, aliases: 'lumbar stenosis; cervical stenosis; narrowing of the spine', abbreviations: '' },
  { id: 'fibromyalgia', name: 'Fibromyalgia', group: 'musculoskeletal', severity: 1, aliases: 'fibro; fibromyalgia syndrome; fibrositis', abbreviations: '' },
  { id: 'gout', name: 'Gout', group: 'musculoskeletal', severity: 1, aliases: 'gouty arthritis; hyperuricemia; high uric acid', abbreviations: '' },
  { id: 'joint-replacement', name: 'Joint replacement', group: 'musculoskeletal', severity: 1, aliases: 'hip replacement; knee replacement; shoulder replacement; joint replacement surgery', abbreviations: 'TKR; THR' },
  { id: 'amputation', name: 'Amputation', group: 'musculoskeletal', severity: 2, aliases: 'amputee; limb amputation; leg amputation; toe amputation; foot amputation; amputated; amputations; amputation due to disease; amputation caused by disease; amputation of a limb; amputation of a leg; amputation of a foot; below knee amputation; above knee amputation; lost a leg; lost his leg; lost her leg; lost my leg; lost a foot; lost a toe; lost toes; leg removed; foot removed; toe removed; toes removed; leg cut off; foot cut off; toe cut off; toes cut off; toe amputated; toes amputated; great toe amputation; toe amp; leg amp', abbreviations: 'BKA', course: 'event', becomes: 'diabetes:diabetic-amputation', source: FINAL_EXPENSE_APPS },

  // blood
  { id: 'anemia', name: 'Anemia', group: 'blood', severity: 1, aliases: 'anaemia; iron deficiency anemia; low iron; low hemoglobin; iron deficiency', abbreviations: '' },
  { id: 'sickle-cell-disease', name: 'Sickle cell disease', group: 'blood', severity: 3, aliases: 'sickle cell anemia; sickle cell; sickle cell disease; sickle-cell anemia', abbreviations: 'SCD', source: FINAL_EXPENSE_APPS },
  { id: 'hemophilia', name: 'Hemophilia', group: 'blood', severity: 3, aliases: 'haemophilia; bleeding disorder', abbreviations: '' },
  { id: 'thrombocytopenia', name: 'Thrombocytopenia', group: 'blood', severity: 2, aliases: 'low platelets; low platelet count; immune thrombocytopenia', abbreviations: 'ITP' },
  { id: 'polycythemia-vera', name: 'Polycythemia vera', group: 'blood', severity: 3, aliases: 'polycythemia; too many red blood cells', abbreviations: '' },
  { id: 'myelodysplastic-syndrome', name: 'Myelodysplastic syndrome', group: 'blood', severity: 3, aliases: 'myelodysplasia; preleukemia', abbreviations: 'MDS' },

  // infectious
  { id: 'hiv', name: 'HIV positive', group: 'infectious', severity: 3, aliases: 'hiv positive; human immunodeficiency virus; hiv infection; hiv disease; h i v; hiv+; tested positive for hiv; human immunodeficiency virus infection', abbreviations: 'HIV', source: FINAL_EXPENSE_APPS },
  { id: 'aids', name: 'AIDS (acquired immunodeficiency syndrome)', group: 'infectious', severity: 4, aliases: 'aids; acquired immunodeficiency syndrome; acquired immune deficiency syndrome; aids related complex; aids-related complex; acquired immune deficiency', abbreviations: '', capitalsOnly: 'ARC', source: FINAL_EXPENSE_APPS },
  { id: 'tuberculosis', name: 'Tuberculosis', group: 'infectious', severity: 2, aliases: 'active tuberculosis; latent tuberculosis; positive tb test; positive ppd; positive ppd test; ppd positive; ppd test positive; positive tb skin test; tb skin test positive; tb test positive; positive tuberculin test; positive tuberculin skin test; positive mantoux; latent tb; latent tb infection; ltbi', abbreviations: 'TB' },
  { id: 'covid-19', name: 'COVID-19 (past infection)', group: 'infectious', severity: 1, aliases: 'covid; covid 19; coronavirus; sars cov 2; coronavirus infection', abbreviations: '', course: 'event' },
  { id: 'long-covid', name: 'Long COVID', group: 'infectious', severity: 1, aliases: 'post covid syndrome; long haul covid; post covid condition', abbreviations: 'PASC' },
  { id: 'sepsis', name: 'Sepsis', group: 'infectious', severity: 2, aliases: 'septicemia; blood infection; septic shock', abbreviations: '' },

  // sleep
  { id: 'sleep-apnea', name: 'Sleep apnea', group: 'sleep', severity: 2, aliases: 'obstructive sleep apnea; sleep apnoea; cpap; uses a cpap; bipap', abbreviations: 'OSA' },
  { id: 'insomnia', name: 'Insomnia', group: 'sleep', severity: 1, aliases: 'trouble sleeping; sleeplessness; cannot sleep', abbreviations: '' },
  { id: 'narcolepsy', name: 'Narcolepsy', group: 'sleep', severity: 2, aliases: 'cataplexy; excessive daytime sleepiness', abbreviations: '' },
  { id: 'restless-legs-syndrome', name: 'Restless legs syndrome', group: 'sleep', severity: 1, aliases: 'restless legs; restless leg syndrome; willis ekbom disease', abbreviations: 'RLS' },

  // transplant
  { id: 'organ-transplant', name: 'Organ transplant', group: 'transplant', severity: 3, aliases: 'transplant; transplant recipient; kidney transplant; liver transplant; heart transplant; lung transplant; organ transplant recipient; kidney transplant recipient; bone transplant; received a transplant; had a transplant', abbreviations: '', course: 'event', source: FINAL_EXPENSE_APPS },
  { id: 'awaiting-transplant', name: 'Awaiting organ transplant', group: 'transplant', severity: 4, aliases: 'transplant list; on transplant list; waiting for a transplant; organ transplant list; transplant waiting list; waiting for transplant; awaiting transplant; advised to have a transplant; needs a transplant; needs a kidney transplant; needs a liver transplant; on the transplant list; on the waiting list for a transplant; recommended for a transplant; advised to have an organ transplant; referred for transplant', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'bone-marrow-transplant', name: 'Bone marrow transplant', group: 'transplant', severity: 3, aliases: 'stem cell transplant; bone marrow transplantation', abbreviations: 'BMT', course: 'event' },

  // terminal
  { id: 'terminal-illness', name: 'Terminal illness', group: 'terminal', severity: 4, aliases: 'terminal; terminally ill; terminal diagnosis; terminal condition; terminal cancer; given months to live; incurable; terminal disease; end stage disease; terminal condition with a life expectancy', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'hospice-care', name: 'Hospice care', group: 'terminal', severity: 4, aliases: 'hospice; in hospice; hospice patient; enrolled in hospice; hospice care; receiving hospice care; under hospice care', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'palliative-care', name: 'Palliative care', group: 'terminal', severity: 4, aliases: 'comfort care; end of life care', abbreviations: '' },
  { id: 'life-expectancy-under-12-months', name: 'Life expectancy under 12 months', group: 'terminal', severity: 4, aliases: 'less than a year to live; less than 12 months to live; life expectancy less than 12 months; months to live; expected to result in death within 12 months; expected to result in death within 24 months; death within 12 months; death within 2 years; less than 24 months to live; less than 2 years to live; life expectancy less than 2 years', abbreviations: '', source: FINAL_EXPENSE_APPS },

  // care and daily living: where the client lives and what help they need now (final expense part 1)
  { id: 'assisted-living', name: 'Assisted living resident', group: 'care', severity: 4, aliases: 'assisted living; assisted living facility; lives in assisted living; in assisted living; assisted living community; confined to an assisted living facility', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'home-health-care', name: 'Receiving home health care', group: 'care', severity: 4, aliases: 'home health care; home health; home healthcare; home nursing; visiting nurse; home care nurse; home health aide care; in home care; receives home health care; home healthcare services', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'wheelchair', name: 'Wheelchair use due to illness', group: 'care', severity: 4, aliases: 'wheelchair; wheelchair bound; uses a wheelchair; in a wheelchair; confined to a wheelchair; motorized wheelchair; power chair; wheelchair dependent; requires a wheelchair; uses a motorized scooter; motorized scooter; mobility scooter; electric scooter; power scooter; cannot walk; can not walk; cant walk; unable to walk; not able to walk; no longer able to walk; no longer walks; does not walk; doesnt walk; non ambulatory; nonambulatory; non-ambulatory', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'hospitalised-now', name: 'In hospital now', group: 'care', severity: 4, aliases: 'in the hospital; in hospital; currently hospitalized; currently hospitalised; hospitalized now; admitted to hospital; admitted to the hospital; inpatient; in the icu; currently admitted; admitted now; still admitted; currently inpatient', abbreviations: 'ICU', course: 'event' },

  // cancer treatment now (final expense part 1): the date of the last treatment governs
  { id: 'cancer-treatment', name: 'Cancer treatment (chemotherapy or radiation)', group: 'cancer', severity: 4, aliases: 'chemotherapy; chemo; radiation; radiation therapy; radiotherapy; radiation treatment; radiation treatments; cancer treatment; oncology treatment; immunotherapy for cancer; immunotherapy; targeted therapy; targeted drug therapy; proton therapy; brachytherapy', abbreviations: 'XRT', course: 'event' },
  // Hormone therapy for a cancer (tamoxifen, anastrozole, "on hormone therapy" beside a cancer): named by the reader, ongoing while
  // taken. Carriers differ: products name it in their rules (strict final expense declines it, lenient grades it).
  { id: 'cancer-hormone-therapy', name: 'Cancer hormone therapy (ongoing)', group: 'cancer', severity: 2, aliases: 'hormone therapy for cancer; hormonal therapy for cancer; cancer hormone therapy; endocrine therapy for cancer', abbreviations: '' },

  // kidney stages
  { id: 'ckd-stage-4', name: 'Chronic kidney disease, stage 4', group: 'kidney', severity: 4, aliases: 'ckd stage 4; stage 4 ckd; ckd 4; ckd iv; ckd stage iv; stage 4 kidney disease; stage iv kidney disease; severe kidney disease; ckd4', abbreviations: 'CKD4' },
  { id: 'ckd-early', name: 'Chronic kidney disease, stage 1 to 3', group: 'kidney', severity: 2, aliases: 'ckd stage 1; ckd stage 2; ckd stage 3; ckd stage 3a; ckd stage 3b; stage 1 ckd; stage 2 ckd; stage 3 ckd; stage 3a ckd; stage 3b ckd; ckd 1; ckd 2; ckd 3; ckd 3a; ckd 3b; stage 2 kidney disease; stage 3 kidney disease', abbreviations: 'CKD1; CKD2; CKD3; CKD3a; CKD3b' },

  // diabetes complications
  { id: 'diabetic-amputation', name: 'Amputation caused by diabetes', group: 'diabetes', severity: 3, aliases: 'diabetic amputation; amputation due to diabetes', abbreviations: '', course: 'event' },
  { id: 'diabetes-with-complications', name: 'Diabetes with complications', group: 'diabetes', severity: 3, aliases: 'diabetes with complications; complicated diabetes; uncontrolled diabetes; poorly controlled diabetes; brittle diabetes; diabetes not well controlled; diabetes out of control', abbreviations: '' },
  { id: 'insulin-shock', name: 'Insulin shock or diabetic coma', group: 'diabetes', severity: 3, aliases: 'insulin shock; diabetic coma; diabetic ketoacidosis; hypoglycemic episode; severe hypoglycemia; insulin reaction; hypoglycemic coma; diabetic shock', abbreviations: 'DKA', course: 'event', source: FINAL_EXPENSE_APPS },

  // everyday complaints an Rx check explains
  // Non-medical facts asked on most applications (docs/underwriting.md, Other facts agents give): no Preferred class within 5 years (weights.ts RATE_CLASS_LIMITS).
  { id: 'reckless-driving', name: 'Reckless driving or licence suspended', group: 'other', severity: 2, aliases: 'reckless driving; license suspended; suspended license; licence suspended; suspended licence; license revoked; revoked license; driving violations; moving violations; speeding tickets', abbreviations: '', course: 'event' },
  { id: 'felony-conviction', name: 'Felony conviction', group: 'other', severity: 2, aliases: 'felony; felonies; felony conviction; convicted of a felony; incarcerated; prison; jail time; released from prison', abbreviations: '', course: 'event' },
  { id: 'on-probation', name: 'On probation or parole or in prison', group: 'other', severity: 3, aliases: 'on probation; on parole; probation until; parole until; house arrest; serving probation; currently incarcerated; incarcerated now; in prison; in jail; serving time; serving a sentence; in custody', abbreviations: '' },
  { id: 'hazardous-avocation', name: 'Hazardous sport or hobby', group: 'other', severity: 2, aliases: 'skydiving; sky diving; scuba diving; scuba; rock climbing; mountain climbing; mountaineering; hang gliding; paragliding; base jumping; motor racing; car racing; motorcycle racing; private pilot; pilot license; flies small planes; flies his own plane; flies her own plane; bungee jumping; cave diving; free diving; heli skiing', abbreviations: '' },
  { id: 'foreign-travel', name: 'Travel or residence abroad', group: 'other', severity: 1, aliases: 'foreign travel; travel abroad; travels abroad; traveling abroad; travelling abroad; overseas travel; travels overseas; lives abroad; moving abroad; mission trip; missionary trip', abbreviations: '' },
  { id: 'acne', name: 'Acne', group: 'other', severity: 1, aliases: 'acne; cystic acne; hormonal acne; rosacea', abbreviations: '' },
  { id: 'breast-lump', name: 'Lump (not diagnosed)', group: 'other', severity: 2, aliases: 'breast lump; lump in breast; lump in my breast; breast mass; lump', abbreviations: '' },
  { id: 'past-hospital-stay', name: 'Hospital stay (past)', group: 'other', severity: 1, aliases: 'past hospital stay; previous hospitalization; hospitalized in the past', abbreviations: '', course: 'event' },
  { id: 'hiv-prevention', name: 'HIV prevention (PrEP)', group: 'infectious', severity: 1, aliases: 'prep; pre exposure prophylaxis; hiv prevention; hiv prophylaxis', abbreviations: '', capitalsOnly: '' },
  { id: 'edema', name: 'Swelling (edema)', group: 'other', severity: 1, aliases: 'edema; ankle swelling; swollen ankles; leg swelling; swelling; fluid retention; water retention; oedema; swollen feet; swollen legs', abbreviations: '' },
  { id: 'shingles', name: 'Shingles or nerve pain after shingles', group: 'neurological', severity: 1, aliases: 'shingles; herpes zoster; postherpetic neuralgia; shingles pain', abbreviations: 'PHN' },

  // other
  { id: 'bedridden', name: 'Bedridden', group: 'care', severity: 4, aliases: 'bed bound; bedbound; confined to bed; bed confined; bedridden; bed ridden; bed-ridden; confined to a bed; bed confinement; confined to bed or a wheelchair', abbreviations: '', source: FINAL_EXPENSE_APPS },
  { id: 'nursing-home', name: 'Nursing home resident', group: 'care', severity: 4, aliases: 'nursing home; nursing facility; skilled nursing facility; long term care facility; lives in a nursing home; in a nursing home; nursing home resident; long term care; memory care; confined to a nursing home; nursing home confinement; resides in a nursing home; convalescent home; extended care facility', abbreviations: 'SNF', source: FINAL_EXPENSE_APPS },
  { id: 'needs-help-with-daily-living', name: 'Needs help with daily living', group: 'care', severity: 4, aliases: 'help with bathing; help with dressing; activities of daily living; home health aide; needs assistance; needs help with bathing; help bathing; help dressing; help with eating; help with toileting; help with transferring; help getting dressed; help with daily activities; help with daily living; assistance with bathing; assistance with dressing; assistance with daily living; help with activities of daily living; caregiver helps; needs help with adls; needs assistance with adls; assistance with activities of daily living; needs help with activities of daily living; help with continence', abbreviations: 'ADL; ADLs', source: FINAL_EXPENSE_APPS },
  { id: 'pending-medical-tests', name: 'Pending medical tests', group: 'other', severity: 3, aliases: 'awaiting test results; pending biopsy; tests pending; waiting on test results; pending surgery', abbreviations: '' },
  { id: 'unexplained-weight-loss', name: 'Unexplained weight loss', group: 'other', severity: 3, aliases: 'unintentional weight loss; losing weight without trying', abbreviations: '' },
  { id: 'chronic-pain', name: 'Chronic pain', group: 'other', severity: 2, aliases: 'pain management; chronic pain syndrome; long term pain medication', abbreviations: '' },
  { id: 'enlarged-prostate', name: 'Enlarged prostate', group: 'other', severity: 1, aliases: 'benign prostatic hyperplasia; prostate enlargement; enlarged prostate gland', abbreviations: 'BPH' },
  { id: 'erectile-dysfunction', name: 'Erectile dysfunction', group: 'other', severity: 1, aliases: 'impotence', abbreviations: '' },

  // Conditions the most-prescribed drugs treat (issue 48): minor for underwriting, named so the drugs are tied to something.
  { id: 'glaucoma', name: 'Glaucoma', group: 'other', severity: 1, aliases: 'glaucoma; open angle glaucoma; ocular hypertension; high eye pressure', abbreviations: 'POAG', source: DRUG_LABELS },
  { id: 'macular-degeneration', name: 'Macular degeneration', group: 'other', severity: 1, aliases: 'age related macular degeneration; wet macular degeneration; dry macular degeneration', abbreviations: 'AMD; ARMD', source: DRUG_LABELS },
  { id: 'overactive-bladder', name: 'Overactive bladder', group: 'other', severity: 1, aliases: 'overactive bladder; urinary incontinence; urge incontinence; bladder spasms; leaky bladder; frequent urination', abbreviations: 'OAB', source: DRUG_LABELS },
  { id: 'constipation', name: 'Constipation', group: 'digestive', severity: 1, aliases: 'constipation; chronic constipation; constipated', abbreviations: '', source: DRUG_LABELS },
  { id: 'gastroparesis', name: 'Gastroparesis', group: 'digestive', severity: 2, aliases: 'delayed gastric emptying; diabetic gastroparesis; slow stomach emptying', abbreviations: '', source: DRUG_LABELS },
  { id: 'low-testosterone', name: 'Low testosterone', group: 'endocrine', severity: 1, aliases: 'low t; hypogonadism; testosterone deficiency; low testosterone levels', abbreviations: '', source: DRUG_LABELS },
  { id: 'eczema', name: 'Eczema', group: 'other', severity: 1, aliases: 'atopic dermatitis; dermatitis; contact dermatitis; poison ivy; poison oak; poison sumac; skin rash', abbreviations: '', source: DRUG_LABELS },
  { id: 'actinic-keratosis', name: 'Actinic keratosis (precancerous skin spots)', group: 'other', severity: 1, aliases: 'actinic keratoses; solar keratosis; precancerous skin lesions; precancerous skin spots; sun damaged skin spots', abbreviations: '', source: DRUG_LABELS },
  { id: 'minor-infection', name: 'Minor infection', group: 'infectious', severity: 1, aliases: 'urinary tract infection; urinary tract infections; bladder infection; sinus infection; sinusitis; strep throat; ear infection; tooth infection; dental infection; skin infection; cold sores; fever blisters; yeast infection; athletes foot; athlete\'s foot; toenail fungus; nail fungus; pink eye; conjunctivitis; influenza; acute bronchitis; bronchitis; chest cold; head cold', abbreviations: 'UTI; UTIs', source: DRUG_LABELS },
];
