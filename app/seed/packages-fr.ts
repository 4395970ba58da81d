// The demo shows the French pages with French package content, as an operator would fill it in on the package form.
import type { PackageTexts } from "~/utils/translations";

/** The French version of each seeded package (see packages.ts), keyed by its slug: its `translations.fr`. */
export const seedPackagesFr: Record<string /* slug */, PackageTexts> = {
  "ile-aux-cerfs-catamaran": {
    title: "Journée en catamaran à l’Île aux Cerfs",
    shortDescription:
      "Une journée détente à bord d’un catamaran à voile au départ de Trou d’Eau Douce, avec la cascade de GRSE, un arrêt snorkeling, un déjeuner barbecue à bord et du temps libre à l’Île aux Cerfs.",
    longDescription:
      "Nous quittons le ponton de Trou d’Eau Douce vers 09:30 et naviguons vers le sud dans le lagon de la côte est, l’un des plus vastes de l’île Maurice. Premier arrêt à l’embouchure de la Grande Rivière Sud-Est, où une petite embarcation vous emmène remonter la rivière jusqu’à la cascade de GRSE, au fond d’une étroite gorge de basalte.\n\n" +
      "De retour à bord, l’équipage jette l’ancre près du récif pour un arrêt snorkeling\u00a0; masques, palmes et gilets de sauvetage sont fournis. Pendant que vous nagez, on allume le barbecue\u00a0: poulet, poisson et saucisses grillés, accompagnés de salades créoles, de riz et de fruits frais, servis sur le pont vers 12:30. Une option végétarienne est toujours proposée, et les boissons non alcoolisées, la bière locale et le rhum sont inclus.\n\n" +
      "En début d’après-midi, nous vous déposons à l’Île aux Cerfs pour environ deux heures de temps libre. La plage donne sur un lagon peu profond, idéal pour la baignade, et le parachute ascensionnel ou d’autres activités nautiques peuvent être réservés sur l’île. Retour en bateau à Trou d’Eau Douce vers 16:00, puis votre chauffeur vous raccompagne à votre hôtel.",
    highlights: [
      "Navigation en catamaran dans le lagon de la côte est au départ de Trou d’Eau Douce",
      "Visite en petit bateau de la cascade de GRSE, au creux de sa gorge de basalte",
      "Arrêt snorkeling près du récif, équipement fourni",
      "Déjeuner barbecue à bord, boissons non alcoolisées, bière et rhum inclus",
      "Environ deux heures de temps libre sur la plage de l’Île aux Cerfs",
    ],
    important: [
      "Prise en charge à l’hôtel entre 07:30 et 08:45 selon votre côte\u00a0; l’heure exacte vous est confirmée la veille au soir.",
      "Le snorkeling est facultatif\u00a0; des gilets de sauvetage sont fournis, mais vous devez être à l’aise dans l’eau là où vous n’avez pas pied.",
      "Nous naviguons par petite pluie\u00a0; si le skipper ou les garde-côtes annulent la sortie en raison d’un vent fort ou d’une mer agitée, nous vous proposons une autre date ou un remboursement intégral.",
      "Les activités nautiques, les transats et les parasols de l’Île aux Cerfs ne sont pas inclus.",
      "L’embarquement se fait depuis le ponton ou par une petite embarcation\u00a0: la sortie ne convient donc pas aux personnes à mobilité réduite.",
    ],
    recommended: [
      "Un maillot de bain sous vos vêtements, une serviette et des vêtements de rechange",
      "Une crème solaire sans danger pour les récifs, un chapeau et des lunettes de soleil",
      "Des chaussures d’eau pour le débarquement sur les rochers à la cascade",
      "Une pochette étanche pour votre téléphone et votre appareil photo",
      "Un peu d’argent liquide en roupies pour les activités nautiques ou un en-cas sur l’île",
    ],
    information: [
      "Durée\u00a0: environ 9 heures de porte à porte, dont 6 h 30 sur l’eau et sur l’île",
      "Zones de prise en charge\u00a0: côte est (Belle Mare, Palmar, Trou d’Eau Douce), côte nord (Grand Baie, Pereybère, Trou aux Biches) et centre\u00a0; côte ouest (Flic en Flac, Tamarin) avec un supplément de Rs 500 par personne",
      "Groupe\u00a0: trois catamarans partagés naviguent ensemble, jusqu’à 40 passagers chacun\u00a0; l’équipage parle anglais et français",
      "Prix\u00a0: Rs 3,500 par adulte, Rs 1,900 par enfant (3–11 ans), gratuit pour les bébés de moins de 3 ans\u00a0; déjeuner et boissons inclus",
    ],
    meetingPoint: "Ponton public de Trou d’Eau Douce, en face du poste de police",
  },
  "south-west-le-morne-chamarel": {
    title: "Découverte du Sud-Ouest\u00a0: Le Morne, Chamarel et les gorges de Rivière Noire",
    shortDescription:
      "Une journée complète dans le sud-ouest\u00a0: le Morne Brabant, la Terre des Sept Couleurs et la cascade de Chamarel, le point de vue des gorges de Rivière Noire et un déjeuner créole dans une table d’hôte.",
    longDescription:
      "Nous commençons par le Morne Brabant, la montagne de basalte qui se dresse à la pointe sud-ouest de l’île, inscrite au patrimoine mondial de l’UNESCO en 2008. Au XVIIIe siècle et au début du XIXe, ses falaises et ses grottes ont servi de refuge aux marrons, ces esclaves qui s’étaient enfuis des plantations. Au Monument de la Route de l’Esclave, votre guide vous raconte leur histoire et les traditions orales liées à la montagne.\n\n" +
      "Nous montons ensuite par la route sinueuse jusqu’à Chamarel. À la Terre des Sept Couleurs, des dunes de sol volcanique érodé présentent des bandes rouges, brunes, violettes et ocre, et une courte marche mène à un point de vue sur la cascade de Chamarel, qui plonge d’environ 100 mètres dans la forêt. Le déjeuner est un repas créole fait maison, servi dans une table d’hôte du village\u00a0: curry de poisson ou de poulet, rougaille, lentilles, riz et légumes de saison.\n\n" +
      "L’après-midi, nous traversons le plateau de Plaine Champagne jusqu’au point de vue des gorges de Rivière Noire, qui domine la vallée boisée jusqu’à la côte ouest. Si vous le souhaitez, nous poursuivons jusqu’à Grand Bassin (Ganga Talao), le lac de cratère sacré pour les hindous de l’île Maurice. Retour à votre hôtel vers 17:30.",
    highlights: [
      "Le Morne Brabant et le Monument de la Route de l’Esclave, site inscrit au patrimoine mondial de l’UNESCO",
      "La Terre des Sept Couleurs et la cascade de Chamarel",
      "Déjeuner créole dans une table d’hôte familiale à Chamarel",
      "Point de vue des gorges de Rivière Noire, sur la route de Plaine Champagne",
      "Visite facultative de Grand Bassin (Ganga Talao), le lac de cratère sacré",
    ],
    important: [
      "Prise en charge à partir de 08:00 sur la côte ouest et de 07:15 sur les côtes nord et est\u00a0; l’heure exacte vous est confirmée la veille au soir.",
      "Grand Bassin est un lieu de culte\u00a0: les épaules et les genoux doivent être couverts, et l’on se déchausse près des sanctuaires.",
      "L’entrée du parc de la Terre des Sept Couleurs est incluse\u00a0; les boissons autres que l’eau au déjeuner ne le sont pas.",
      "L’excursion a lieu par petite pluie\u00a0; en cas de forte pluie ou d’alerte cyclonique, nous la reprogrammons ou vous remboursons intégralement.",
      "Le programme comprend de courtes promenades sur des sentiers inégaux et quelques marches aux points de vue, mais aucune vraie randonnée.",
    ],
    recommended: [
      "Des chaussures de marche confortables",
      "Une veste légère\u00a0: il fait plus frais à Chamarel et à Plaine Champagne que sur la côte",
      "De la crème solaire, un chapeau et des lunettes de soleil",
      "Un foulard ou un paréo pour couvrir les épaules et les genoux à Grand Bassin",
    ],
    information: [
      "Durée\u00a0: environ 9 heures, déjeuner compris",
      "Zones de prise en charge\u00a0: côte ouest (Flic en Flac, Wolmar, Tamarin, Le Morne) et sud (Bel Ombre)\u00a0; nord (Grand Baie, Trou aux Biches) et est (Belle Mare) avec une prise en charge plus matinale",
      "Petits groupes, 12 participants au maximum par minibus climatisé\u00a0; les guides parlent anglais et français",
      "Prix\u00a0: Rs 3,900 par adulte, Rs 2,200 par enfant (3–11 ans), gratuit pour les bébés de moins de 3 ans\u00a0; déjeuner et droits d’entrée inclus",
    ],
    meetingPoint: "Parking de la plage publique du Morne, sur la route du Monument de la Route de l’Esclave",
  },
  "black-river-gorges-hike": {
    title: "Randonnée guidée dans les gorges de Rivière Noire",
    shortDescription:
      "Une randonnée guidée dans le plus grand parc national de l’île Maurice, à travers la forêt indigène par le sentier Macchabée ou jusqu’au sommet du Piton de la Petite Rivière Noire, à la recherche des oiseaux endémiques.",
    longDescription:
      "Créé en 1994, le parc national des Gorges de Rivière Noire protège une grande partie de la forêt indigène qui subsiste à l’île Maurice, sur les hauts plateaux du sud-ouest. Votre guide choisit l’itinéraire avec vous\u00a0: le sentier Macchabée, à travers la forêt de Macchabée, jusqu’à un point de vue sur les gorges, ou un court arrêt à Alexandra Falls suivi de l’ascension, depuis la route de Plaine Champagne, du Piton de la Petite Rivière Noire qui, avec ses 828 mètres, est le point culminant de l’île.\n\n" +
      "En chemin, nous marchons sous les ébéniers, les tambalacoques et les fougères arborescentes, mais aussi parmi des massifs de goyaviers de Chine et de troènes que le parc s’efforce d’éliminer. Le matin est le meilleur moment pour les oiseaux\u00a0: avec un peu de patience, vous apercevrez peut-être le pigeon rose, la crécerelle de Maurice et la perruche de Maurice, trois espèces endémiques sauvées alors qu’il n’en restait qu’une poignée d’individus, grâce à des décennies de travail de conservation.\n\n" +
      "Dans un coin tranquille, nous faisons une pause pique-nique (sandwichs, fruits et en-cas locaux) avant de rejoindre le minibus à pied. Le rythme est régulier plutôt que rapide, avec des pauses fréquentes pour observer et écouter, et nous sommes de retour à votre hôtel en milieu d’après-midi.",
    highlights: [
      "Randonnée guidée dans le plus grand parc national de l’île Maurice",
      "Au choix\u00a0: le sentier Macchabée ou l’ascension du Piton de la Petite Rivière Noire (828 m)",
      "Oiseaux endémiques\u00a0: pigeon rose, crécerelle de Maurice et perruche de Maurice",
      "Forêt indigène d’ébéniers, de tambalacoques et de fougères arborescentes",
      "Vues sur les gorges en direction de la côte ouest",
      "Déjeuner pique-nique en forêt",
    ],
    important: [
      "Prise en charge entre 06:30 et 07:30 selon votre hôtel, afin de marcher pendant qu’il fait encore frais.",
      "Difficulté modérée\u00a0: 6 à 10 km selon le sentier, avec des passages raides, rocailleux et parfois boueux\u00a0; une condition physique correcte est nécessaire.",
      "Les sentiers deviennent glissants après la pluie\u00a0; le guide peut modifier ou raccourcir l’itinéraire, et en cas de forte pluie ou d’alerte cyclonique, nous reprogrammons la sortie ou vous remboursons intégralement.",
      "Les oiseaux sont sauvages\u00a0: leur observation ne peut pas être garantie.",
    ],
    recommended: [
      "Des chaussures de randonnée ou de trail avec une bonne adhérence",
      "Une veste de pluie légère et une couche chaude\u00a0: il fait plus frais sur les hauteurs, souvent dans la brume",
      "Au moins 1,5 litre d’eau par personne\u00a0; le guide en emporte en plus",
      "Un répulsif anti-insectes, de la crème solaire et un chapeau",
      "Des jumelles, si vous en avez",
    ],
    information: [
      "Durée\u00a0: environ 7 heures, dont 4 à 5 heures de marche",
      "Zones de prise en charge\u00a0: côte ouest (Flic en Flac, Tamarin, Rivière Noire, Le Morne), sud (Bel Ombre) et centre (Curepipe, Quatre Bornes)\u00a0; côtes nord et est avec un supplément de Rs 500 par personne",
      "Petit groupe, 12 marcheurs au maximum avec deux guides\u00a0; les guides parlent anglais et français",
      "Prix\u00a0: Rs 3,200 par adulte, Rs 1,900 par enfant (8–11 ans)\u00a0; pique-nique et eau inclus",
      "Âge minimum\u00a0: 8 ans\u00a0; les bébés et les jeunes enfants ne peuvent pas participer à cette randonnée",
    ],
    meetingPoint: "Centre d’information du Pétrin, parc national des Gorges de Rivière Noire",
  },
  "blue-bay-glass-bottom-snorkel": {
    title: "Parc marin de Blue Bay\u00a0: bateau à fond de verre et snorkeling",
    shortDescription:
      "Une matinée dans le parc marin de Blue Bay\u00a0: les coraux vus depuis un bateau à fond de verre, du snorkeling dans le jardin de corail, une escale à l’Île aux Deux Cocos et une promenade sur le front de mer de Mahébourg.",
    longDescription:
      "Le site de Blue Bay, près de Mahébourg sur la côte sud-est, a été déclaré parc marin en 2000 et figure aussi parmi les zones humides Ramsar. Son lagon peu profond abrite certains des coraux les mieux préservés de l’île Maurice, et la pêche y est restreinte. Nous embarquons sur un bateau à fond de verre à Blue Bay vers 09:00 et glissons lentement au-dessus du récif pendant que le skipper vous montre coraux cerveaux, poissons-perroquets, poissons-papillons et concombres de mer.\n\n" +
      "Au jardin de corail, le bateau s’amarre à une bouée et vous pouvez faire du snorkeling pendant environ 45 minutes\u00a0; masques, palmes et gilets de sauvetage sont fournis, et un membre de l’équipage est dans l’eau avec vous. Nous rejoignons ensuite l’Île aux Deux Cocos, un îlot où se dresse une villa de style mauresque construite dans les années 1920, pour une baignade et un moment de repos à l’ombre.\n\n" +
      "De retour à terre, dix minutes de route nous mènent à Mahébourg pour une promenade sur le front de mer, avec vue sur la baie et la Montagne du Lion. Le lundi, le marché de la ville vaut le détour. Nous vous raccompagnons à votre hôtel en début d’après-midi.",
    highlights: [
      "Sortie en bateau à fond de verre au-dessus du récif du parc marin de Blue Bay",
      "Environ 45 minutes de snorkeling dans le jardin de corail, équipement fourni",
      "Baignade et pause plage à l’Île aux Deux Cocos",
      "Promenade sur le front de mer de Mahébourg, face à la Montagne du Lion",
      "Eaux calmes et peu profondes, idéales pour un premier snorkeling",
    ],
    important: [
      "Prise en charge entre 07:00 et 08:15 selon votre hôtel\u00a0; l’heure exacte vous est confirmée la veille au soir.",
      "Pour le snorkeling, il faut savoir nager\u00a0; les non-nageurs peuvent rester à bord et voir tout de même les coraux à travers le fond vitré.",
      "Le règlement du parc marin s’applique\u00a0: ne marchez pas sur les coraux, ne touchez et ne ramassez ni coraux, ni coquillages, ni poissons, et ne nourrissez pas les poissons.",
      "Les sorties en bateau dépendent de l’état de la mer\u00a0; si le skipper annule en raison du vent ou de la houle, nous vous proposons une autre date ou un remboursement intégral.",
      "Le déjeuner n’est pas inclus\u00a0; vous trouverez des stands de snacks et de petits restaurants à Mahébourg.",
    ],
    recommended: [
      "Un maillot de bain, une serviette et des vêtements de rechange",
      "Une crème solaire sans danger pour les récifs, ou un t-shirt anti-UV",
      "Un chapeau et des lunettes de soleil",
      "Des chaussures d’eau",
      "Un peu d’argent liquide en roupies pour un en-cas à Mahébourg",
    ],
    information: [
      "Durée\u00a0: environ 5 heures de porte à porte",
      "Zones de prise en charge\u00a0: sud-est (Blue Bay, Pointe d’Esny, Mahébourg), sud (Bel Ombre) et est (Belle Mare, Trou d’Eau Douce)\u00a0; côtes ouest et nord avec un supplément de Rs 500 par personne",
      "Trois bateaux de 10 passagers au maximum à chaque départ\u00a0; l’équipage parle anglais et français",
      "Prix\u00a0: Rs 2,900 par adulte, Rs 1,600 par enfant (3–11 ans), gratuit pour les bébés de moins de 3 ans\u00a0; équipement de snorkeling inclus",
    ],
    meetingPoint: "Plage publique de Blue Bay, au kiosque des bateaux à fond de verre",
  },
  "pamplemousses-port-louis": {
    title: "Jardin botanique de Pamplemousses et Port Louis",
    shortDescription:
      "Le jardin botanique Sir Seewoosagur Ramgoolam à Pamplemousses, puis Port Louis\u00a0: le marché central, l’Aapravasi Ghat, le Caudan Waterfront et la cuisine de rue de la capitale.",
    longDescription:
      "Nous commençons par le jardin botanique Sir Seewoosagur Ramgoolam à Pamplemousses, souvent présenté comme le plus ancien jardin botanique de l’hémisphère sud, développé au XVIIIe siècle par l’intendant français Pierre Poivre. Votre guide vous montre le bassin des nénuphars géants, les palmiers talipot, qui ne fleurissent qu’une seule fois après plusieurs décennies avant de mourir, et le Château de Mon Plaisir, de style colonial.\n\n" +
      "Nous rejoignons ensuite Port Louis, à environ 25 minutes de route. À l’Aapravasi Ghat, inscrit au patrimoine mondial de l’UNESCO, vous foulez les marches où près d’un demi-million de travailleurs engagés, venus pour la plupart d’Inde, sont arrivés entre 1849 et 1923. Tout près, le marché central bourdonne autour des étals de fruits, de légumes et d’épices\u00a0; c’est là qu’il faut goûter la cuisine de rue de la capitale\u00a0: dholl puri, gâteaux piments, samoussas et un verre d’alouda bien frais.\n\n" +
      "La journée se termine au Caudan Waterfront, sur le port, avec du temps libre pour flâner, faire du shopping ou prendre un café. Nous quittons Port Louis vers 15:30 pour éviter le plus gros des embouteillages du soir.",
    highlights: [
      "Visite guidée à pied du jardin botanique SSR à Pamplemousses",
      "Nénuphars géants, palmiers talipot et Château de Mon Plaisir",
      "L’Aapravasi Ghat, ancien dépôt d’immigration inscrit au patrimoine mondial de l’UNESCO",
      "Le marché central de Port Louis et une dégustation de cuisine de rue",
      "Temps libre au Caudan Waterfront",
    ],
    important: [
      "Prise en charge entre 08:00 et 09:00 selon votre hôtel\u00a0; l’heure exacte vous est confirmée la veille au soir.",
      "L’excursion a lieu du lundi au samedi, car le marché et de nombreux commerces de Port Louis ferment tôt le dimanche et les jours fériés.",
      "L’entrée du jardin et la dégustation de cuisine de rue sont incluses\u00a0; les autres repas et les achats ne le sont pas.",
      "Le marché est très fréquenté\u00a0: gardez vos sacs fermés et vos objets de valeur hors de vue.",
      "La marche se fait surtout sur terrain plat, environ 4 km sur la journée, et convient à la plupart des âges.",
    ],
    recommended: [
      "Des chaussures confortables et des vêtements légers et respirants",
      "Un chapeau, de la crème solaire et un répulsif anti-insectes pour le jardin",
      "De l’argent liquide en petites coupures pour le marché",
      "Une gourde réutilisable",
    ],
    information: [
      "Durée\u00a0: environ 8 heures",
      "Zones de prise en charge\u00a0: côte nord (Grand Baie, Pereybère, Trou aux Biches, Mont Choisy), côte ouest (Flic en Flac, Wolmar, Tamarin) et centre\u00a0; côte est avec un supplément de Rs 500 par personne",
      "Une excursion privée le jour de votre choix\u00a0: envoyez une demande et nous la confirmons sous 24 heures\u00a0; 12 participants au maximum dans un minibus climatisé",
      "Prix\u00a0: Rs 3,400 par adulte, Rs 1,900 par enfant (3–11 ans), gratuit pour les bébés de moins de 3 ans\u00a0; entrée du jardin et dégustation incluses",
    ],
    meetingPoint: "Entrée principale du jardin botanique SSR, Pamplemousses",
  },
  "south-east-grand-port-heritage": {
    title: "Patrimoine du Sud-Est\u00a0: Mahébourg et Grand Port",
    shortDescription:
      "L’histoire autour de la baie de Grand Port\u00a0: Mahébourg et son musée, une sortie en pirogue jusqu’à l’Île de la Passe, Vieux Grand Port, la Pointe du Diable, la vallée de Ferney et les ruines d’une ancienne sucrerie.",
    longDescription:
      "C’est à Grand Port que les Hollandais ont débarqué pour la première fois à l’île Maurice, en 1598. Nous commençons par le Musée d’histoire nationale de Mahébourg, installé dans une demeure coloniale du XVIIIe siècle\u00a0; la ville a été fondée en 1805 sous le gouverneur français Decaen et doit son nom à Mahé de La Bourdonnais. Les salles du musée couvrent les périodes hollandaise, française et britannique, avec des vestiges du naufrage du Saint-Géran et de la bataille de Grand Port.\n\n" +
      "Une pirogue nous emmène ensuite à travers le lagon jusqu’à l’Île de la Passe, l’îlot fortifié qui garde l’entrée de la baie. En août 1810, il fut au cœur de la bataille de Grand Port, victoire navale française gravée sur l’Arc de Triomphe, même si l’île passa aux mains des Britanniques en décembre de la même année. Déjeuner ensuite dans un petit restaurant de poissons et fruits de mer de Mahébourg.\n\n" +
      "L’après-midi, nous suivons la route côtière vers le nord jusqu’à Vieux Grand Port et les ruines du fort hollandais Frederik Hendrik, marchons dans la forêt indigène protégée de la vallée de Ferney, passons devant la cheminée en pierre d’une ancienne sucrerie et terminons à la batterie française de la Pointe du Diable.",
    highlights: [
      "Le Musée d’histoire nationale de Mahébourg",
      "Traversée du lagon en pirogue jusqu’à l’Île de la Passe",
      "L’histoire de la bataille de Grand Port, en 1810",
      "Les ruines hollandaises de Vieux Grand Port et les canons français de la Pointe du Diable",
      "Promenade en forêt indigène dans la vallée de Ferney",
      "Les ruines d’une ancienne sucrerie",
    ],
    important: [
      "Prise en charge entre 07:30 et 08:30 selon votre hôtel\u00a0; l’heure exacte vous est confirmée la veille au soir.",
      "Le débarquement sur l’Île de la Passe dépend de la mer et de la marée\u00a0; s’il n’est pas possible, la pirogue fait le tour de l’île.",
      "Les horaires du musée peuvent différer le dimanche et les jours fériés\u00a0; ces jours-là, nous pouvons modifier l’ordre des visites.",
      "L’excursion a lieu par petite pluie\u00a0; en cas de forte pluie ou d’alerte cyclonique, nous la reprogrammons ou vous remboursons intégralement.",
      "Le déjeuner et les droits d’entrée sont inclus\u00a0; les boissons au déjeuner ne le sont pas.",
    ],
    recommended: [
      "Des chaussures de marche confortables, avec une bonne adhérence pour le sentier de Ferney",
      "De la crème solaire, un chapeau et des lunettes de soleil pour la pirogue",
      "Un répulsif anti-insectes",
      "Une veste de pluie légère",
    ],
    information: [
      "Durée\u00a0: environ 8 heures, déjeuner compris",
      "Zones de prise en charge\u00a0: sud-est (Blue Bay, Pointe d’Esny, Mahébourg), est (Belle Mare, Trou d’Eau Douce) et sud (Bel Ombre)\u00a0; autres côtes avec un supplément de Rs 500 par personne",
      "Petit groupe, 8 participants au maximum\u00a0; les guides parlent anglais et français",
      "Prix\u00a0: Rs 3,600 par adulte, Rs 2,000 par enfant (3–11 ans), gratuit pour les bébés de moins de 3 ans\u00a0; déjeuner, pirogue et droits d’entrée inclus",
    ],
    meetingPoint: "Waterfront de Mahébourg, près du marché aux poissons",
  },
};
