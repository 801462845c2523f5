/** The five output formats of the comparator page, prices exactly as the association publishes them. */
export type OutputFormat = {
  nom: string;
  description: string;
  usages: string[];
  lieux: string;
  avantages: string[];
  prix: string;
};

const HOME_OR_STRUCTURE = 'À domicile ou en structure';

export const OUTPUT_FORMATS: readonly OutputFormat[] = [
  {
    nom: 'PDF',
    description: "Offre gratuite : le récit mis en page, remis après l'entretien.",
    usages: ['Garder une trace écrite du souvenir', 'Partager le récit par mail avec ses proches'],
    lieux: HOME_OR_STRUCTURE,
    avantages: ['Gratuit', 'Remis rapidement', 'Facile à imprimer et à transmettre'],
    prix: 'Gratuit',
  },
  {
    nom: 'Livre',
    description: 'Le récit imprimé et relié, illustré de vos photos.',
    usages: ['Offrir un souvenir durable à la famille', 'Transmettre une histoire aux générations suivantes'],
    lieux: HOME_OR_STRUCTURE,
    avantages: ['Un bel objet à feuilleter', 'Se conserve des années', 'Plusieurs exemplaires possibles'],
    prix: 'à partir de 20€',
  },
  {
    nom: 'Audio',
    description: 'La voix du conteur enregistrée : en numérique, sur support ou en eBook.',
    usages: ['Réécouter la voix d’un proche', 'Accompagner les personnes qui lisent difficilement'],
    lieux: HOME_OR_STRUCTURE,
    avantages: ['Garde l’émotion et les intonations', 'Se partage facilement', 'Prix doux'],
    prix: 'à partir de 6,90€',
  },
  {
    nom: 'Vidéo',
    description: 'Le témoignage filmé : en numérique, sur DVD ou sur clé USB.',
    usages: ['Voir et entendre le conteur', 'Projeter le récit lors d’une fête de famille'],
    lieux: HOME_OR_STRUCTURE,
    avantages: ['Le format le plus vivant', 'Regards, gestes et voix conservés', 'Copies faciles'],
    prix: 'à partir de 14,00€',
  },
  {
    nom: 'Boîte à histoires',
    description:
      'Un kit en autonomie envoyé à domicile : guide, liste de questions, carnet et stylo, envoi et retour inclus.',
    usages: ['Écrire ses souvenirs à son rythme', 'Faire raconter un proche éloigné'],
    lieux: 'Livraison à domicile',
    avantages: ['Aucun rendez-vous nécessaire', 'Envoi et retour inclus', 'Au choix : eBook ou livre papier'],
    prix: 'Retranscription eBook à partir de 29,99€, ou livre papier à partir de 54,99€',
  },
];

export const COMPARATOR_TIP =
  "Astuce : pour toute question sur les tarifs et les formats, n'hésitez pas à vous adresser à un membre du bureau.";
