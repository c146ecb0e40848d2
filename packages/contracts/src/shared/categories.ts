/** The eight skill categories of Explore, each with skills members commonly list under it. */
export const skillCategories = [
  'Design',
  'Music',
  'Coding',
  'Fitness',
  'Marketing',
  'Photography',
  'Writing',
  'Cooking',
] as const;
export type SkillCategory = (typeof skillCategories)[number];

export const commonSkills: Record<SkillCategory, readonly string[]> = {
  Design: [
    'Graphic Design',
    'UI Design',
    'UX Research',
    'Logo Design',
    'Illustration',
    'Figma',
    'Interior Design',
  ],
  Music: ['Guitar', 'Piano', 'Singing', 'Music Production', 'Drums', 'Violin', 'Music Theory'],
  Coding: ['JavaScript', 'Python', 'React', 'TypeScript', 'SQL', 'Web Development', 'Data Science'],
  Fitness: [
    'Yoga',
    'Personal Training',
    'Running',
    'Pilates',
    'Nutrition Coaching',
    'Weightlifting',
    'Fitness Coaching',
  ],
  Marketing: [
    'SEO',
    'Social Media Marketing',
    'Content Strategy',
    'Email Marketing',
    'Branding',
    'Copy for Ads',
    'Marketing Analytics',
  ],
  Photography: [
    'Portrait Photography',
    'Photo Editing',
    'Lightroom',
    'Street Photography',
    'Wedding Photography',
    'Drone Photography',
    'Film Photography',
  ],
  Writing: [
    'Creative Writing',
    'Copywriting',
    'Technical Writing',
    'Blogging',
    'Editing',
    'Poetry',
    'Screenwriting',
  ],
  Cooking: ['Baking', 'Italian Cooking', 'Vegan Cooking', 'Meal Prep', 'Sushi', 'Pastry', 'Indian Cooking'],
};

/** Skill lists are short labels; these bounds apply on both sides. */
export const skillLimits = { maxSkillLength: 60, maxSkillsPerSide: 20 } as const;
