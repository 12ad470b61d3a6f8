-- The education levels a person has, for resumes: the positions' dictionary without 不限 (99), which is what a
-- position asks for, not a level. A database seeded before gets them here (a new one from the seed).
INSERT INTO terms (type, code, name, sort) SELECT 'educationLevel', code, name, sort FROM terms WHERE type = 'education' AND code <> '99';
